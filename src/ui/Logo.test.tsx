import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/renderWithSite';
import { Logo } from './Logo';

describe('Logo', () => {
  it('tries each picture in turn and ends with the initials', () => {
    const { container } = renderWithSite(
      <Logo sources={[undefined, '/remote.png', '/local.svg']} name="Shiba Inu" size={32} />,
    );
    const picture = () => container.querySelector('img');
    expect(picture()).toHaveAttribute('src', '/remote.png');
    fireEvent.error(picture() as HTMLImageElement);
    expect(picture()).toHaveAttribute('src', '/local.svg');
    fireEvent.error(picture() as HTMLImageElement);
    expect(picture()).toBeNull();
    expect(screen.getByTestId('logo-fallback')).toHaveTextContent('SI');
  });
});
