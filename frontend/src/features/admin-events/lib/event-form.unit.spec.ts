import { makeAdminEvent } from '../test/admin-event-fixtures';
import {
  EMPTY_EVENT_FORM,
  eventFormValues,
  eventRequest,
  firstFieldWithError,
  serverFieldErrors,
  validateEventForm,
  type EventFormValues,
} from './event-form';

const VALID: EventFormValues = {
  ...EMPTY_EVENT_FORM,
  nameLt: 'Džiazo vakaras',
  nameEn: 'Jazz evening',
  venueName: 'Kongresų rūmai',
  address: 'Vilniaus g. 6',
  city: 'Vilnius',
  start: '2026-11-20T19:00',
  end: '2026-11-20T19:00',
};

describe('event form', () => {
  it('starts with the catalog defaults: Lietuva, 100 attendees', () => {
    expect(EMPTY_EVENT_FORM.country).toBe('Lietuva');
    expect(EMPTY_EVENT_FORM.maxAttendees).toBe('100');
  });

  it('accepts an end equal to the start', () => {
    expect(validateEventForm(VALID)).toEqual({});
  });

  it('treats blank text as missing and wants a whole number of attendees of at least 1', () => {
    expect(validateEventForm({ ...VALID, nameLt: '   ', city: '\t' })).toEqual({
      nameLt: 'nameLtRequired',
      city: 'cityRequired',
    });
    for (const maxAttendees of ['', '0', '2.5', '-3', 'daug']) {
      expect(validateEventForm({ ...VALID, maxAttendees })).toEqual({ maxAttendees: 'maxAttendeesMin' });
    }
  });

  it('names the first invalid field in the order the form shows them', () => {
    expect(firstFieldWithError({ maxAttendees: 'x', city: 'y' }, { nameEn: 'z' })).toBe('nameEn');
    expect(firstFieldWithError({})).toBeUndefined();
  });

  it('trims text, drops empty feature lines and falls back to Lietuva', () => {
    const request = eventRequest({
      ...VALID,
      nameLt: ' Džiazo vakaras ',
      country: ' ',
      featuresLt: ' Gyva muzika \n\n  \nVynas',
    });
    expect(request.name.lt).toBe('Džiazo vakaras');
    expect(request.venue.country).toBe('Lietuva');
    expect(request.features).toEqual({ lt: ['Gyva muzika', 'Vynas'], en: [] });
    expect(request.start_date).toBe('2026-11-20T17:00:00.000Z');
  });

  it('reads an event back into the same request it came from', () => {
    const event = makeAdminEvent();
    expect(eventRequest(eventFormValues(event))).toEqual({
      name: event.name,
      description: event.description,
      start_date: event.start_date,
      end_date: event.end_date,
      venue: event.venue,
      event_type_id: event.event_type_id,
      organizer: event.organizer,
      features: event.features,
      max_attendees: event.max_attendees,
    });
  });

  it("places the API's field errors beside the form's fields, keeping the rest apart", () => {
    expect(
      serverFieldErrors([
        { field: 'name.en', message: 'Per ilgas' },
        { field: 'venue.city', message: 'Per ilgas miestas' },
        { field: 'venue.city', message: 'Antra žinutė' },
        { field: 'topic', message: 'Nežinoma tema' },
      ]),
    ).toEqual({ byField: { nameEn: 'Per ilgas', city: 'Per ilgas miestas' }, other: ['Nežinoma tema'] });
  });
});
