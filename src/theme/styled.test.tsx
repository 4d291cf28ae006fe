import emotionStyled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import styled from './styled';

describe('styled', () => {
  it("is what the site's code gets from @emotion/styled", () => {
    expect(emotionStyled).toBe(styled);
  });

  it('makes a tag shortcut on first use and keeps it', () => {
    expect(styled.section).toBe(styled.section);
    expect(styled.section).not.toBe(styled.div);
  });

  it('renders styled tags, SVG included, and styled components with their rules', () => {
    const Note = styled.p({ color: 'rgb(1, 2, 3)' });
    const Mark = styled.circle({ fill: 'rgb(4, 5, 6)' });
    const Loud = styled(Note)({ fontWeight: 700 });
    render(
      <>
        <Loud>Indicative rate</Loud>
        <svg>
          <Mark data-testid="mark" r={2} />
        </svg>
      </>,
    );
    const note = screen.getByText('Indicative rate');
    expect(note.tagName).toBe('P');
    expect(getComputedStyle(note).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(note).fontWeight).toBe('700');
    expect(screen.getByTestId('mark').tagName.toLowerCase()).toBe('circle');
  });

  it('leaves the function itself as it is', () => {
    expect(typeof styled.bind).toBe('function');
    expect(styled.name).toBe('createStyled');
  });
});
