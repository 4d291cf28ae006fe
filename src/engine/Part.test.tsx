import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './codeLoader';
import { Part } from './Part';

const Shown = ({ label }: { label: string }) => <p>{label}</p>;
const noFailure = () => {};

describe('Part', () => {
  it('fetches a part only once it is wanted', async () => {
    const load = vi.fn(async () => Shown);
    const dialog = loadOnce(load);
    const { rerender } = render(
      <Part part={dialog} when={false} onFailure={noFailure} label="dialog" />,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
    rerender(<Part part={dialog} when onFailure={noFailure} label="dialog" />);
    expect(await screen.findByText('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fetches a part once however many places render it', async () => {
    const load = vi.fn(async () => Shown);
    const shared = loadOnce(load);
    render(
      <>
        <Part part={shared} when onFailure={noFailure} label="first" />
        <Part part={shared} when onFailure={noFailure} label="second" />
      </>,
    );
    expect(await screen.findByText('first')).toBeInTheDocument();
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
