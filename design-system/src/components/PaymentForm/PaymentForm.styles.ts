import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.dialog};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.card};
`;

export const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  ${textStyle('title')};
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => (theme.name === 'mobile' ? '1fr' : 'repeat(2, 1fr)')};
  gap: ${({ theme }) => theme.space.md};
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const Secure = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
  svg {
    width: 14px;
    height: 14px;
  }
`;
