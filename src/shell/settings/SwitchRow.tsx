import styled from '@emotion/styled';
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { themeStyles } from '../../theme/themeStyles';

const Row = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space.md,
    padding: `${theme.space.sm} 0`,
    '& label': { fontWeight: 600 },
  })),
);

const Hint = styled.p(
  themeStyles(({ theme }) => ({
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.font.size.sm,
    lineHeight: 1.4,
  })),
);

const Track = styled(Switch.Root)(
  themeStyles(({ theme }) => ({
    flexShrink: 0,
    position: 'relative',
    width: '52px',
    height: '32px',
    padding: 0,
    border: `2px solid ${theme.colors.textMuted}`,
    borderRadius: theme.radius.pill,
    background: theme.colors.surfaceAlt,
    cursor: 'pointer',
    // The track's own size is below 44 px; this invisible margin makes the touch target.
    '&::before': { content: '""', position: 'absolute', inset: '-8px -4px' },
    '&[data-state="checked"]': {
      background: theme.colors.primary,
      borderColor: theme.colors.primary,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.75 },
  })),
);

const Thumb = styled(Switch.Thumb)(
  themeStyles(({ theme }) => ({
    display: 'block',
    width: '22px',
    height: '22px',
    borderRadius: '50%',
    background: theme.colors.textMuted,
    transform: 'translateX(3px)',
    transition: 'transform 120ms ease-out',
    '&[data-state="checked"]': {
      background: theme.colors.primaryText,
      transform: 'translateX(23px)',
    },
  })),
);

export interface SwitchRowProps {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Locked switches show their state but cannot be changed (required cookies). */
  locked?: boolean;
}

/** A labelled on/off switch with an optional one-line explanation under the label. */
export function SwitchRow({ label, hint, checked, onCheckedChange, locked }: SwitchRowProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Row>
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && <Hint id={hintId}>{hint}</Hint>}
      </div>
      <Track
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={locked}
        aria-describedby={hint ? hintId : undefined}
      >
        <Thumb />
      </Track>
    </Row>
  );
}
