import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useSiteCatalogue } from '../../site/siteCatalogue';
import type { BlockProps } from '../../engine/types';
import type { SiteData } from '../../types/siteData';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

type Wallet = SiteData['wallets']['featured'][number];

/** Spec section 9: one pass of the scrolling logos takes 120 s. */
export const WALLET_SCROLL_SECONDS = 120;

// The track holds the list twice; sliding it by half its width lands exactly where it began.
const slide = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

const Section = styled.section(
  themeStyles(({ theme }) => ({
    padding: `${theme.space.lg} 0 ${theme.space.xl}`,
  })),
);

const Featured = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: `0 0 ${theme.space.lg}`,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: theme.space.md,
  })),
);

const FeaturedItem = styled.li(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space.sm,
    padding: theme.space.md,
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    fontWeight: 600,
    textAlign: 'center',
  })),
);

const OthersLabel = styled.p(
  themeStyles(({ theme }) => ({
    margin: `0 0 ${theme.space.sm}`,
    color: theme.colors.textMuted,
    textAlign: 'center',
  })),
);

const Viewport = styled.div({
  overflow: 'hidden',
  maskImage: 'linear-gradient(to right, transparent, black 8%, black 92%, transparent)',
  '@media (prefers-reduced-motion: reduce)': { maskImage: 'none' },
});

const Track = styled.div({
  display: 'flex',
  width: 'max-content',
  animation: `${slide} ${WALLET_SCROLL_SECONDS}s linear infinite`,
  '&[data-paused="true"]': { animationPlayState: 'paused' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: 'auto' },
});

/** WCAG 2.2.2: moving content that lasts over 5 s gets a way to stop it; with no motion, none. */
const PauseRow = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    justifyContent: 'center',
    marginTop: theme.space.sm,
    '@media (prefers-reduced-motion: reduce)': { display: 'none' },
  })),
);

const Others = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    gap: theme.space.lg,
    paddingRight: theme.space.lg,
    '@media (prefers-reduced-motion: reduce)': { flexWrap: 'wrap', justifyContent: 'center' },
  })),
);

/** Without motion the copy that makes the loop seamless is just a repeat: drop it. */
const LoopCopy = styled(Others)({ '@media (prefers-reduced-motion: reduce)': { display: 'none' } });

const OtherItem = styled.li(
  themeStyles(({ theme }) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.sm,
    whiteSpace: 'nowrap',
    color: theme.colors.textMuted,
  })),
);

/** The wallet's logo file, or its initials when there is none or it fails to load. */
function WalletLogo({ wallet, size }: { wallet: Wallet; size: number }) {
  return <Logo sources={[wallet.logo]} name={wallet.name} size={size} shape="square" lazy />;
}

function OtherWallets({ wallets }: { wallets: Wallet[] }) {
  return wallets.map((wallet) => (
    <OtherItem key={wallet.name}>
      <WalletLogo wallet={wallet} size={32} />
      {wallet.name}
    </OtherItem>
  ));
}

export function WalletStrip({ block }: BlockProps<'walletStrip'>) {
  const siteData = useSiteCatalogue();
  const headingId = useId();
  const { featured, others } = siteData.wallets;
  const [paused, setPaused] = useState(false);
  const trackId = useId();
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.heading}</SectionHeading>
      <Featured aria-label="Featured wallets">
        {featured.map((wallet) => (
          <FeaturedItem key={wallet.name}>
            <WalletLogo wallet={wallet} size={56} />
            {wallet.name}
          </FeaturedItem>
        ))}
      </Featured>
      {block.othersLabel && <OthersLabel>{block.othersLabel}</OthersLabel>}
      <Viewport>
        <Track data-testid="wallet-track" id={trackId} data-paused={paused}>
          <Others aria-label="More wallets">
            <OtherWallets wallets={others} />
          </Others>
          <LoopCopy aria-hidden="true">
            <OtherWallets wallets={others} />
          </LoopCopy>
        </Track>
      </Viewport>
      <PauseRow>
        <Button
          type="button"
          variant="secondary"
          aria-controls={trackId}
          onClick={() => setPaused(!paused)}
        >
          {paused ? 'Play wallet logos' : 'Pause wallet logos'}
        </Button>
      </PauseRow>
    </Section>
  );
}
