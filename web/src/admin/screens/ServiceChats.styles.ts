import styled from 'styled-components';

export const Inbox = styled.div`
  display: grid;
  grid-template-columns: minmax(22rem, 2fr) 3fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

export const Conversation = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.sunken};
`;

export const Thread = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 60vh;
  overflow-y: auto;
`;

export const Author = styled.p`
  margin: 0;
  text-align: end;
  font-size: ${({ theme }) => theme.text.caption.size};
  color: ${({ theme }) => theme.color.text.muted};
`;
