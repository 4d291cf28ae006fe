import styled from '@emotion/styled';
import { useAnalyticsConsent } from '../consent/useAnalyticsConsent';
import { t } from '../i18n/t';
import { useTheme } from '../../theme/useTheme';
import { SwitchRow } from './SwitchRow';
import { Button } from '../../ui/Button';
import { themeStyles } from '../../theme/themeStyles';

const Links = styled.p(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${theme.space.lg}`,
    margin: `${theme.space.sm} 0 ${theme.space.md}`,
    '& a': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '44px',
      fontWeight: 600,
    },
  })),
);

const SaveButton = styled(Button)(
  themeStyles(({ theme }) => ({
    width: '100%',
    fontWeight: 700,
    fontSize: theme.font.size.md,
  })),
);

/**
 * The settings themselves, shared by the desktop popover and the mobile dialog. Every switch
 * takes effect and is stored the moment it changes; Save Settings only closes.
 */
export function SettingsPanel({ onClose }: { onClose: () => void }) {
  const { theme, setTheme } = useTheme();
  const analytics = useAnalyticsConsent();
  return (
    <>
      <SwitchRow
        label={t('settings.darkMode')}
        hint={t('settings.darkModeHint')}
        checked={theme === 'dark'}
        onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'light')}
      />
      <SwitchRow label={t('settings.cookies')} hint={t('settings.cookiesHint')} checked locked />
      <SwitchRow
        label={t('settings.analytics')}
        hint={t('settings.analyticsHint')}
        checked={analytics.allowed}
        onCheckedChange={analytics.setAllowed}
      />
      <Links>
        <a href="/privacy" onClick={onClose}>
          {t('settings.privacy')}
        </a>
        <a href="/terms" onClick={onClose}>
          {t('settings.terms')}
        </a>
      </Links>
      <SaveButton type="button" onClick={onClose}>
        {t('settings.save')}
      </SaveButton>
    </>
  );
}
