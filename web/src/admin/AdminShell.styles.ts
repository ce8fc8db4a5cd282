import styled from 'styled-components';

export const Frame = styled.div`
  display: grid;
  grid-template-columns: 15rem 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background.canvas};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Side = styled.nav`
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.background.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border.subtle};

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.control};
    color: ${({ theme }) => theme.color.text.secondary};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.background.hover};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.background.selected};
    color: ${({ theme }) => theme.color.text.brand};
    font-weight: ${({ theme }) => theme.text.bodyStrong.weight};
  }
`;

export const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.text.title.size};
  font-weight: ${({ theme }) => theme.text.title.weight};
  color: ${({ theme }) => theme.color.text.brand};
`;

export const SideFooter = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Main = styled.main`
  padding: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;
