/** The interest catalogue as toggle buttons (a form's picked tags, or a search's), in the member's language. */
import styled from 'styled-components';
import { CATALOGUE_INTERESTS } from '@kindred/rules';
import { interestLabel, useDiscoverTexts } from '../../features/discovery/discoveryTexts';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Tag = styled.button`
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.pill};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.background.surface};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand.solid};
    border-color: ${({ theme }) => theme.color.brand.solid};
    color: ${({ theme }) => theme.color.text.onBrand};
  }
`;

export function InterestTags({ picked, onToggle }: { picked: string[]; onToggle: (tag: string) => void }) {
  const { t, i18n } = useDiscoverTexts();
  return (
    <Group>
      <legend>{t('discover.interests')}</legend>
      <Tags>
        {CATALOGUE_INTERESTS.map((tag) => (
          <Tag key={tag} type="button" aria-pressed={picked.includes(tag)} onClick={() => onToggle(tag)}>
            {interestLabel(tag, i18n.language)}
          </Tag>
        ))}
      </Tags>
    </Group>
  );
}
