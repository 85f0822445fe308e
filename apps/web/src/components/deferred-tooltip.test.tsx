import IconButton from '@mui/material/IconButton';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip.tsx';

describe('DeferredTooltip', () => {
  it('labels the element before its code loads, then shows the tooltip on hover and hides it on leave', async () => {
    const user = userEvent.setup();
    render(
      <DeferredTooltip title="Vendas">
        <IconButton>V</IconButton>
      </DeferredTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Vendas' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vendas');

    // the element is drawn again inside the tooltip: the pointer's next move is over the new one
    const drawnAgain = screen.getByRole('button', { name: 'Vendas' });
    await user.hover(drawnAgain);
    await user.unhover(drawnAgain);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on keyboard focus too', async () => {
    const user = userEvent.setup();
    render(
      <DeferredTooltip title="Notificações">
        <IconButton>N</IconButton>
      </DeferredTooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Notificações');
    // drawn again inside the tooltip, the element keeps the focus
    expect(screen.getByRole('button', { name: 'Notificações' })).toHaveFocus();
  });

  it("keeps the element's own accessible name", () => {
    render(
      <DeferredTooltip title="Notificações">
        <IconButton aria-label="3 notificações não lidas">N</IconButton>
      </DeferredTooltip>,
    );
    expect(screen.getByRole('button', { name: '3 notificações não lidas' })).toBeInTheDocument();
  });
});
