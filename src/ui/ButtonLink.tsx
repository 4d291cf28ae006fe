import styled from '@emotion/styled';
import type { Button, SwapTarget } from '../types/schema';
import { useSiteCatalogue } from '../site/siteCatalogue';
import { swapHref } from '../swap/swapLink';
import { buttonStyles, type ButtonVariant } from './Button';
import { SmartLink } from './SmartLink';
import { themeStyles } from '../theme/themeStyles';

/*
 * A file of its own, kept out of the chunk of shared helpers (vite.config.ts): a swap button
 * reads the coin catalogue, which only the blocks with buttons need.
 */

const StyledButtonLink = styled(SmartLink, {
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant: ButtonVariant }>(({ theme, variant }) => buttonStyles(theme, variant));

const Unavailable = styled.p(
  themeStyles(({ theme }) => ({
    margin: 0,
    color: theme.colors.textMuted,
  })),
);

/**
 * A swap button opens the home page's widget on its coins. A coin the widget cannot swap
 * gets no button that would open the widget on something else: the visitor reads why.
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
  const { coins } = useSiteCatalogue();
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
