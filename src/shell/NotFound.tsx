import styled from '@emotion/styled';
import { themeStyles } from '../theme/themeStyles';

const Wrapper = styled.section(
  themeStyles(({ theme }) => ({
    padding: `${theme.space.xxl} 0`,
    textAlign: 'center',
    '& h1': { fontSize: theme.font.size.xxl, margin: `0 0 ${theme.space.md}` },
    '& p': { color: theme.colors.textMuted, margin: `0 0 ${theme.space.lg}` },
  })),
);

export function NotFound() {
  return (
    <Wrapper>
      <h1>404 Page Not Found</h1>
      <p>
        The cryptocurrency page you&apos;re looking for doesn&apos;t exist or hasn&apos;t been
        created yet.
      </p>
      <a href="/">Back to Home</a>
    </Wrapper>
  );
}
