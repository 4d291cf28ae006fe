import styled from '@emotion/styled';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { themeStyles } from '../theme/themeStyles';
import { onRenderFailure } from './renderFailure';

const Screen = styled.main(
  themeStyles(({ theme }) => ({
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.md,
    padding: theme.space.lg,
    textAlign: 'center',
    '& p': { maxWidth: '32rem', color: theme.colors.textMuted, margin: 0 },
  })),
);

export function ErrorScreen() {
  return (
    <Screen>
      <h1>Something went wrong</h1>
      <p>
        We encountered an unexpected error while loading the application. Please try refreshing the
        page.
      </p>
      <Button type="button" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </Screen>
  );
}

interface State {
  failed: boolean;
}

/** Any render error ends here; the spec leaves this screen only through a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };
  private readonly showFailure = () => this.setState({ failed: true });
  private stopListening = () => {};

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidMount() {
    // After hydrating the page as it was prerendered, not in its place.
    this.stopListening = onRenderFailure(this.showFailure);
  }

  componentWillUnmount() {
    this.stopListening();
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failed:', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
