import styled from 'styled-components';
import { visuallyHidden } from '../../tokens/mixins';

export const ComposerForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The picture input is clicked by the picture button; it stays in the accessibility tree by name. */
export const PictureInput = styled.input`
  ${visuallyHidden};
`;

export const Preview = styled.figure<{ $layout: 'mobile' | 'desktop' }>`
  position: relative;
  margin: 0;
  align-self: flex-start;
  img {
    display: block;
    max-width: ${({ $layout }) => ($layout === 'mobile' ? '100%' : '200px')};
    max-height: 240px;
    border-radius: ${({ theme }) => theme.radius.card};
  }
  button {
    position: absolute;
    top: ${({ theme }) => theme.space.xs};
    right: ${({ theme }) => theme.space.xs};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
