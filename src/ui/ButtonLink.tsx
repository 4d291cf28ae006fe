import styled from '@emotion/styled';
import type { Button, SwapTarget } from '../types/schema';
import { useSwapCoins } from '../site/swapCoins';
import { swapHref } from '../swap/swapLink';
import { buttonStyles, type ButtonVariant } from './Button';
import { SmartLink } from './SmartLink';
import { SwapInPlaceLink } from './SwapInPlaceLink';
import { themeStyles } from '../theme/themeStyles';

const StyledButtonLink = styled(SmartLink, {
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant: ButtonVariant }>(({ theme, variant }) => buttonStyles(theme, variant));

const StyledSwapInPlaceLink = styled(SwapInPlaceLink, {
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant: ButtonVariant }>(({ theme, variant }) => buttonStyles(theme, variant));

const Unavailable = styled.p(
  themeStyles(({ theme }) => ({
    margin: 0,
    color: theme.colors.textMuted,
  })),
);

/**
 * A swap button of a pair opens the swap widget on the page, in a dialog; one naming only the
 * coin paid with (a coin page's) opens the home page's widget on it. A coin the widget cannot
 * swap gets no button that would open the widget on something else: the visitor reads why.
 */
function SwapButtonLink({
  target,
  label,
  variant,
}: {
  target: SwapTarget;
  label: string;
  variant: ButtonVariant;
}) {
  const coins = useSwapCoins();
  const unavailable = [target.from, target.to].flatMap((slug) => {
    const coin = coins.find((candidate) => candidate.slug === slug);
    return coin?.widget.swappable === false ? [coin.name] : [];
  });
  if (unavailable.length > 0) {
    return (
      <Unavailable>
        {unavailable.join(' and ')} cannot be swapped in our swap widget yet.
      </Unavailable>
    );
  }
  if (target.to) {
    return (
      <StyledSwapInPlaceLink from={target.from} to={target.to} variant={variant}>
        {label}
      </StyledSwapInPlaceLink>
    );
  }
  return (
    <StyledButtonLink href={swapHref(target)} variant={variant}>
      {label}
    </StyledButtonLink>
  );
}

export function ButtonLink({ button }: { button: Button }) {
  const variant = button.variant ?? 'primary';
  if (button.swap)
    return <SwapButtonLink target={button.swap} label={button.label} variant={variant} />;
  // The schema requires href of a button without swap.
  return (
    <StyledButtonLink href={button.href ?? '/'} variant={variant}>
      {button.label}
    </StyledButtonLink>
  );
}

export const ButtonRow = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space.md,
  })),
);
