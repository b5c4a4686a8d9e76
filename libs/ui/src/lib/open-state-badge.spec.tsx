import { render, screen } from '@testing-library/react';
import { OpenStateBadge } from './open-state-badge';

describe('OpenStateBadge', () => {
  it.each([
    ['open', 'Open', 'rgb(220, 252, 231)', 'rgb(22, 101, 52)'],
    ['closed', 'Closed', 'rgb(254, 226, 226)', 'rgb(153, 27, 27)'],
    ['paused', 'Paused', 'rgb(254, 249, 195)', 'rgb(133, 77, 14)'],
  ] as const)('says %s in words, the colour repeating it', (state, text, background, color) => {
    render(<OpenStateBadge state={state} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveClass('badge');
    expect(badge).toHaveAttribute('data-state', state);
    expect(badge).toHaveStyle({ background, color });
  });
});
