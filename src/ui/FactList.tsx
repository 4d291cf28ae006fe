import styled from '@emotion/styled';
import type { SiteTheme } from '../theme/theme';
import { themeStyles } from '../theme/themeStyles';

/** The look of label and value pairs in a card, for a list drawn without the component too. */
export const factListStyles = (theme: SiteTheme) =>
  ({
    margin: `0 0 ${theme.space.lg}`,
    '& div': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: theme.space.md,
      padding: `${theme.space.sm} 0`,
      borderBottom: `1px solid ${theme.colors.border}`,
    },
    '& dt': { color: theme.colors.textMuted },
    '& dd': { margin: 0, fontWeight: 600, textAlign: 'right' },
  }) as const;

/** Label and value pairs in a card: the coin information and the swap information. */
export const FactList = styled.dl(themeStyles(({ theme }) => factListStyles(theme)));
