import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { isCurrentPage, NavItem } from './NavItem';

describe('NavItem', () => {
  it('marks the link to the page shown as the current page, and only that one', () => {
    renderWithSite(
      <>
        <NavItem link={{ label: 'Docs', href: '/docs' }} pathname="/docs" />
        <NavItem link={{ label: 'About', href: '/about' }} pathname="/docs" />
        <NavItem
          link={{ label: 'Blog', href: 'https://blog.example.test/docs' }}
          pathname="/docs"
        />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark the home link on every page', () => {
    renderWithSite(<NavItem link={{ label: 'Home', href: '/' }} pathname="/docs" />);
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('isCurrentPage', () => {
  it('matches the way the router does, a trailing slash and case aside', () => {
    expect(isCurrentPage('/docs', '/docs/')).toBe(true);
    expect(isCurrentPage('/docs', '/Docs')).toBe(true);
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/docs', '/docs/wallets')).toBe(false);
    expect(isCurrentPage('/', '/docs')).toBe(false);
  });
});
