import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SidePanel } from './side-panel';

const panel = (onClose?: () => void) => (
  <SidePanel open onClose={onClose} titleId="panel-title" width={440}>
    <h2 id="panel-title">Detalle de la solicitud N° 7</h2>
    <p>Contenido</p>
  </SidePanel>
);

describe('SidePanel', () => {
  it('is a modal dialog named by its title', () => {
    render(panel(() => {}));
    const dialog = screen.getByRole('dialog', { name: 'Detalle de la solicitud N° 7' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Contenido');
  });

  it('closes with Escape, and stays open while it has no onClose (work in progress)', () => {
    const onClose = vi.fn();
    const { rerender } = render(panel(onClose));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(panel(undefined));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Detalle de la solicitud N° 7' })).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is not there while closed', () => {
    render(
      <SidePanel open={false} onClose={() => {}} titleId="t" width={440}>
        <h2 id="t">Oculto</h2>
      </SidePanel>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
