import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export { PanelText as SavedText } from '../../forms/panel';

export const SavedSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/** A section title on mobile; on desktop a smaller one under the filter panel it sits beneath. */
export const SavedHeading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  ${({ theme }) => (theme.name === 'mobile' ? textStyle('title') : textStyle('bodyStrong'))};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Searches = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SearchRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/** Mobile: the name field above a full-width button; desktop: the field and the button on one line. */
export const SaveForm = styled.form`
  display: flex;
  flex-direction: ${({ theme }) => (theme.name === 'mobile' ? 'column' : 'row')};
  align-items: ${({ theme }) => (theme.name === 'mobile' ? 'stretch' : 'flex-end')};
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;
