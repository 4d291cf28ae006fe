import styled from '@emotion/styled';
import { themeStyles } from '../theme/themeStyles';
import { useInitialPage } from '../engine/pageData';

const Wrapper = styled.section(
  themeStyles(({ theme }) => ({
    padding: `${theme.space.xxl} 0`,
    textAlign: 'center',
    '& h1': { fontSize: theme.font.size.xxl, margin: `0 0 ${theme.space.md}` },
    '& p': { color: theme.colors.textMuted, margin: `0 0 ${theme.space.lg}` },
  })),
);

export function NotFound() {
  // The server names them for a mistyped coin address (/dogecoim); the prerendered page has none.
  const suggestions = useInitialPage()?.suggestions ?? [];
  return (
    <Wrapper>
      <h1>404 Page Not Found</h1>
      <p>
        The cryptocurrency page you&apos;re looking for doesn&apos;t exist or hasn&apos;t been
        created yet.
      </p>
      {suggestions.length > 0 && (
        <p>
          Did you mean{' '}
          {suggestions.map(({ slug, name }, index) => (
            <span key={slug}>
              {index > 0 && (index === suggestions.length - 1 ? ' or ' : ', ')}
              <a href={`/${slug}`}>{name}</a>
            </span>
          ))}
          ?
        </p>
      )}
      <a href="/">Back to Home</a>
    </Wrapper>
  );
}
