import { profileChanges } from './profile-changes';

const saved = { firstName: 'Jonas', lastName: 'Jonaitis' };

describe('profile changes', () => {
  it('are empty when nothing changed, spaces around the names included', () => {
    expect(profileChanges(saved, { firstName: ' Jonas ', lastName: 'Jonaitis' })).toEqual({});
  });

  it('hold only the edited field, trimmed', () => {
    expect(profileChanges(saved, { firstName: 'Jonas', lastName: ' Petraitis ' })).toEqual({ lastName: 'Petraitis' });
  });

  it('hold both names when both changed', () => {
    expect(profileChanges(saved, { firstName: 'Ona', lastName: 'Onaitė' })).toEqual({
      firstName: 'Ona',
      lastName: 'Onaitė',
    });
  });
});
