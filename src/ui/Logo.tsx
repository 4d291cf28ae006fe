import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';

type Shape = 'round' | 'square';

const sizeAndShape = (prop: string) => prop !== 'size' && prop !== 'shape';

// `size` is an attribute of inputs and selects only; on an <img> it is invalid HTML.
const Image = styled('img', { shouldForwardProp: sizeAndShape })<{ size: number; shape: Shape }>(
  ({ size, shape }) => ({
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: shape === 'round' ? '50%' : 0,
    objectFit: 'contain',
  }),
);

const Initials = styled('span', { shouldForwardProp: sizeAndShape })<{
  size: number;
  shape: Shape;
  colour?: string;
}>(({ theme, size, shape, colour }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size,
  height: size,
  borderRadius: shape === 'round' ? '50%' : theme.radius.md,
  background: colour ?? theme.colors.surfaceAlt,
  color: colour ? '#ffffff' : theme.colors.text,
  fontWeight: 700,
  fontSize: size >= 48 ? theme.font.size.lg : theme.font.size.sm,
}));

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export interface LogoProps {
  /** Pictures to try in order; a missing or failing one gives way to the next. */
  sources: readonly (string | null | undefined)[];
  /** Whose logo it is: the initials shown when no picture loads. */
  name: string;
  size: number;
  shape?: Shape;
  /** Background of the initials; the theme's muted surface without it. */
  colour?: string;
  lazy?: boolean;
}

/**
 * A decorative logo (the name is always written beside it, so alt is empty): the first
 * picture that loads, else the name's initials.
 */
export function Logo({ sources, name, size, shape = 'round', colour, lazy = false }: LogoProps) {
  const candidates = sources.filter((source): source is string => Boolean(source));
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = candidates.find((source) => !failed.has(source));
  const imageRef = useRef<HTMLImageElement>(null);
  const fail = (source: string) => setFailed((previous) => new Set(previous).add(source));

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const image = imageRef.current;
    if (current && image?.complete && image.naturalWidth === 0) fail(current);
  }, [current]);

  if (!current) {
    return (
      <Initials
        size={size}
        shape={shape}
        colour={colour}
        aria-hidden="true"
        data-testid="logo-fallback"
      >
        {initialsOf(name)}
      </Initials>
    );
  }
  return (
    <Image
      ref={imageRef}
      key={current}
      src={current}
      alt=""
      size={size}
      shape={shape}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      onError={() => fail(current)}
    />
  );
}
