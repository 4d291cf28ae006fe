import styled from '@emotion/styled';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../tests/support/renderWithSite';
import { theme } from './theme';
import { themeStyles } from './themeStyles';

describe('themeStyles', () => {
  it('styles an element from the theme, with the class a style function would give', () => {
    const styles = ({ theme: { colors, space } }: { theme: typeof theme }) => ({
      color: colors.primary,
      padding: space.md,
    });
    const Serialised = styled.p(themeStyles(styles));
    const PerRender = styled.p(styles);
    renderWithSite(
      <>
        <Serialised>once</Serialised>
        <PerRender>every render</PerRender>
      </>,
    );
    const serialised = screen.getByText('once');
    expect(getComputedStyle(serialised).color).toBe(theme.colors.primary);
    expect(getComputedStyle(serialised).padding).toBe(theme.space.md);
    expect(serialised.className).toBe(screen.getByText('every render').className);
  });

  it('builds the CSS once, however many elements and renders use it', () => {
    const styles = vi.fn(({ theme: { space } }: { theme: typeof theme }) => ({ gap: space.sm }));
    const Row = styled.div(themeStyles(styles));
    const { rerender } = renderWithSite(
      <>
        <Row>one</Row>
        <Row>two</Row>
      </>,
    );
    rerender(<Row>three</Row>);
    expect(screen.getByText('three')).toBeInTheDocument();
    expect(styles).toHaveBeenCalledTimes(1);
  });
});
