import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema, checkProfilePhone, profileFormSchema, profileUpdateRequestSchema } from './profile.schema';
import { PROFILE_MSG } from './messages';
import { MSG } from '../common/messages';

const ID = '7d1f3a52-0c1e-4b7e-9a43-1f2a3b4c5d6e';
const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('profileUpdateRequestSchema (PATCH /users-ext)', () => {
  it('trims names and phone', () => {
    expect(profileUpdateRequestSchema.parse({ id: ID, first_name: '  Ana ', last_name: ' Soto ', phone: ' +56 9 1234 5678 ' })).toEqual({
      id: ID,
      first_name: 'Ana',
      last_name: 'Soto',
      phone: '+56 9 1234 5678',
    });
  });
  it.each<[object, string]>([
    [{ id: ID, first_name: ' ', last_name: 'Soto', phone: '912345678' }, PROFILE_MSG.firstNameRequired],
    [{ id: ID, first_name: 'Ana', last_name: '', phone: '912345678' }, PROFILE_MSG.lastNameRequired],
    [{ id: ID, first_name: 'Ana', last_name: 'Soto', phone: '' }, PROFILE_MSG.phoneRequired],
    [{ id: ID, first_name: 'A'.repeat(81), last_name: 'Soto', phone: '912345678' }, 'Máximo 80 caracteres'],
    [{ id: ID, first_name: 'Ana', last_name: 'Soto', phone: '9'.repeat(31) }, 'Máximo 30 caracteres'],
  ])('refuses %j', (input, message) => {
    expect(firstError(profileUpdateRequestSchema.safeParse(input))).toBe(message);
  });
  it('refuses a missing or malformed id', () => {
    expect(profileUpdateRequestSchema.safeParse({ id: 'x', first_name: 'A', last_name: 'B', phone: '1' }).success).toBe(false);
  });
});

describe('profileFormSchema (Mis datos) and checkProfilePhone', () => {
  it("checks the phone against the user's country", () => {
    expect(profileFormSchema('CHL').safeParse({ first_name: 'A', last_name: 'B', phone: '+56 9 1234 5678' }).success).toBe(true);
    expect(firstError(profileFormSchema('PER').safeParse({ first_name: 'A', last_name: 'B', phone: '+56 9 1234 5678' }))).toBe(
      'Ingresa un teléfono válido de Perú (+51 y 9 dígitos)',
    );
    expect(checkProfilePhone('912345678', 'CHL')).toEqual({ phone: '+56 9 1234 5678' });
    expect(checkProfilePhone('12', 'COL')).toEqual({ error: 'Ingresa un teléfono válido de Colombia (+57 y 10 dígitos)' });
  });
});

describe('changePasswordRequestSchema', () => {
  it.each<[object, string | undefined]>([
    [{ current_password: 'Vitrina.2026', password: 'Nueva.clave1' }, undefined],
    [{ current_password: '', password: 'Nueva.clave1' }, PROFILE_MSG.currentPasswordRequired],
    [{ current_password: 'Vitrina.2026', password: 'corta.' }, MSG.passwordRule],
    [{ current_password: 'Vitrina.2026', password: 'sinespeciales' }, MSG.passwordRule],
  ])('%j → %s', (input, message) => {
    expect(firstError(changePasswordRequestSchema.safeParse(input))).toBe(message);
  });
});
