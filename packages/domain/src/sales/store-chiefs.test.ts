import { describe, expect, it } from 'vitest';
import { MAX_STORE_CHIEFS, contractSpaceId, storeChiefLimitReached } from './daily.rules';

describe('storeChiefLimitReached (at most two store chiefs per space)', () => {
  it.each([
    [[], 'a', false],
    [['x'], 'a', false],
    [['x', 'y'], 'a', true],
    [['x', 'a'], 'a', false],
  ] as const)('chiefs %j, adding %s → %s', (chiefs, user, want) => expect(storeChiefLimitReached(new Set(chiefs), user)).toBe(want));
  it('the limit is two', () => expect(MAX_STORE_CHIEFS).toBe(2));
});

describe('contractSpaceId', () => {
  it('is the space and the contract', () => expect(contractSpaceId({ space_id: 'c1001', contract_id: 'CHL-C101' })).toBe('c1001_CHL-C101'));
});
