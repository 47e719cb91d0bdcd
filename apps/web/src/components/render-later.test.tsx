import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RenderLater } from './render-later';

describe('RenderLater', () => {
  it('commits its fallback first, then its children in a render of their own', async () => {
    const commits: string[] = [];
    const Mark = ({ name }: { name: string }) => <p ref={(el) => void (el && commits.push(name))}>{name}</p>;
    render(
      <>
        <h1>Venta Diaria</h1>
        <RenderLater fallback={<Mark name="Cargando bloques" />}>
          <Mark name="Notificaciones" />
        </RenderLater>
      </>,
    );
    expect(await screen.findByText('Notificaciones')).toBeTruthy();
    expect(screen.queryByText('Cargando bloques')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Venta Diaria' })).toBeTruthy();
    expect(commits).toEqual(['Cargando bloques', 'Notificaciones']);
  });

  it('holds nothing in place unless told', async () => {
    const { container } = render(
      <RenderLater>
        <p>Noticias</p>
      </RenderLater>,
    );
    expect(await screen.findByText('Noticias')).toBeTruthy();
    expect(container.textContent).toBe('Noticias');
  });
});
