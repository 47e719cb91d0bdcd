import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The app's date, date-time and time fields (MUI X pickers) by their label: each is a group of
 * sections (day, month, year, hours, minutes) that the keyboard fills in turn, not a text input.
 */
export const dateField = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

/** 'dd/MM/yyyy' of a 'yyyy-MM-dd' day, as the fields show and take it. */
export const dmy = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * Types into a date field as a user does: a click on its first section, the field emptied
 * (select all, Backspace), then the digits of `text` ('dd/MM/yyyy', 'dd/MM/yyyy HH:mm' or
 * 'HH:mm'); the field then shows `text`.
 */
export async function typeDate(scope: Page | Locator, label: string, text: string) {
  const page = 'keyboard' in scope ? scope : scope.page();
  const field = dateField(scope, label);
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+KeyA');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text.replace(/\D/g, ''));
  await expect(field.locator('input')).toHaveValue(text);
}
