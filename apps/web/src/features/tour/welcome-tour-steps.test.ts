import { describe, expect, it } from 'vitest';
import { WELCOME_TOUR, shouldStartTour, tourButtons } from './welcome-tour-steps';

describe('welcome tour', () => {
  it('has the eight steps of the spec, in order', () => {
    expect(WELCOME_TOUR.map((s) => s.title)).toEqual([
      '¡Bienvenido a Vitrina!',
      'Menú',
      'Mural',
      'Empresa',
      'Declarar ventas',
      'Usuarios',
      'Centro de ayuda',
      'Notificaciones',
    ]);
  });

  it.each([
    [0, false],
    [1, true],
    [2, false],
    [13, false],
  ])('login count %i starts the tour: %s', (count, starts) => {
    expect(shouldStartTour(count)).toBe(starts);
  });

  it.each([
    [0, { primary: 'Comenzar', previous: false, skip: true }],
    [1, { primary: 'Siguiente', previous: true, skip: true }],
    [6, { primary: 'Siguiente', previous: true, skip: true }],
    [7, { primary: 'Finalizar', previous: true, skip: false }],
  ])('step %i shows %o', (index, buttons) => {
    expect(tourButtons(index)).toEqual(buttons);
  });
});
