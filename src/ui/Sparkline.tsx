import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';

const WIDTH = 100;
const HEIGHT = 32;

const Svg = styled.svg({ display: 'block', width: '100%', height: '100%' });

/** Scales a price series into the box, with the lowest price at the bottom. */
export function sparklinePath(prices: number[], width = WIDTH, height = HEIGHT): string {
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low || 1;
  const step = width / (prices.length - 1);
  return prices
    .map((price, index) => {
      const x = (index * step).toFixed(2);
      const y = (height - ((price - low) / span) * height).toFixed(2);
      return `${index === 0 ? 'M' : 'L'}${x},${y}`;
    })
    .join(' ');
}

/** The seven-day trend drawn from the market record itself; no third party involved. */
export function Sparkline({ prices }: { prices: number[] }) {
  const theme = useTheme();
  const rising = (prices.at(-1) ?? 0) >= (prices[0] ?? 0);
  return (
    <Svg
      viewBox={`0 -1 ${WIDTH} ${HEIGHT + 2}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="sparkline"
    >
      <path
        d={sparklinePath(prices)}
        fill="none"
        stroke={rising ? theme.colors.positive : theme.colors.negative}
        strokeWidth="1.5"
        vectorEffect="non-scaling-stroke"
      />
    </Svg>
  );
}
