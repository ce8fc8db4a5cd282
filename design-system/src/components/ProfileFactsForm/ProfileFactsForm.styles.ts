import styled from 'styled-components';

export type ProfileFactsFormLayout = 'mobile' | 'desktop';

export const FactsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** Desktop: height and languages side by side; mobile stacks them. */
export const Pair = styled.div<{ $layout: ProfileFactsFormLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: ${({ $layout }) => ($layout === 'desktop' ? 'minmax(0, 1fr) minmax(0, 2fr)' : '1fr')};
`;

export const Actions = styled.div`
  display: flex;
`;
