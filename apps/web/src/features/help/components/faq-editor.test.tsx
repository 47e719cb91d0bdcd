import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FaqEditor, wrapSelection } from './faq-editor';

function open(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FaqEditor faq={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return {
    onClose,
    answer: screen.getByLabelText('Respuesta') as HTMLTextAreaElement,
    preview: screen.getByRole('region', { name: 'Vista previa' }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('wrapSelection', () => {
  it('wraps the selected words and selects them again', () => {
    const r = wrapSelection('Ingresa a Mi empresa', 10, 20, 'bold', 'texto');
    expect(r.text).toBe('Ingresa a <strong>Mi empresa</strong>');
    expect(r.text.slice(r.start, r.end)).toBe('Mi empresa');
  });
  it('without a selection writes the placeholder, selected so that typing replaces it', () => {
    const r = wrapSelection('Paso 1', 6, 6, 'list', 'texto');
    expect(r.text).toBe('Paso 1<ul>\n  <li>texto</li>\n</ul>');
    expect(r.text.slice(r.start, r.end)).toBe('texto');
  });
});

describe('FaqEditor', { timeout: 30_000 }, () => {
  it('shows the answer as tenants will read it, formatted by the toolbar and without scripts', async () => {
    const { answer, preview } = open();
    expect(preview.textContent).toContain('Escribe la respuesta para ver cómo la leerán los locatarios.');
    fireEvent.change(answer, { target: { value: 'Usa el menú Ventas<script>alert(1)</script>' } });
    answer.setSelectionRange(12, 18);
    fireEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    await waitFor(() => expect(answer.value).toBe('Usa el menú <strong>Ventas</strong><script>alert(1)</script>'));
    expect(within(preview).getByText('Ventas').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(screen.getByText(new RegExp(`^${answer.value.length}/\\d+$`))).toBeTruthy();
  });

  it("'Guardar' sends the category, the trimmed question and the answer, then closes", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ data: { id: 9 } }), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const { onClose, answer } = open();
    const save = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Pregunta'), { target: { value: '  ¿Cómo declaro?  ' } });
    fireEvent.change(answer, { target: { value: '<p>Desde Ventas diarias.</p>' } });
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ title: '¿Cómo declaro?', content: '<p>Desde Ventas diarias.</p>', category_id: '1', published: true });
  });
});
