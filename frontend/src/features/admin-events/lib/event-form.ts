/**
 * The event form's values, its rules (docs/web.md, "Screen rules") and its translation to and from the
 * admin API. Values are kept as the inputs hold them (text, Vilnius local times) and turned into an
 * `EventRequest` on submit.
 */
import type { Category } from '../../../lib/categories';
import { fromVilniusLocal, toVilniusLocal } from './vilnius-time';
import type { AdminEventResponse, EventRequest, FieldErrorResponse } from '../../../lib/api-types/generated';

/** What a new event starts with (docs/catalog.md, "The admin API"). */
const DEFAULT_COUNTRY = 'Lietuva';
const DEFAULT_MAX_ATTENDEES = 100;

export interface EventFormValues {
  nameLt: string;
  nameEn: string;
  descriptionLt: string;
  descriptionEn: string;
  category: Category;
  organizer: string;
  /** One feature a line. */
  featuresLt: string;
  featuresEn: string;
  venueName: string;
  address: string;
  city: string;
  country: string;
  /** Vilnius local time, `YYYY-MM-DDTHH:mm`, or '' while unset. */
  start: string;
  end: string;
  maxAttendees: string;
}

export type EventField = keyof EventFormValues;

export const EVENT_FORM_TABS = ['basic', 'venue', 'images', 'settings'] as const;
export type EventFormTab = (typeof EVENT_FORM_TABS)[number];

/** Where each field lives, in the order the form shows them, so the first error is the first one met. */
const FIELD_TABS: Record<EventField, EventFormTab> = {
  nameLt: 'basic',
  nameEn: 'basic',
  descriptionLt: 'basic',
  descriptionEn: 'basic',
  category: 'basic',
  organizer: 'basic',
  featuresLt: 'basic',
  featuresEn: 'basic',
  venueName: 'venue',
  address: 'venue',
  city: 'venue',
  country: 'venue',
  start: 'settings',
  end: 'settings',
  maxAttendees: 'settings',
};

export const EVENT_FIELDS = Object.keys(FIELD_TABS) as EventField[];

export function tabOf(field: EventField): EventFormTab {
  return FIELD_TABS[field];
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  nameLt: '',
  nameEn: '',
  descriptionLt: '',
  descriptionEn: '',
  category: 'Concert',
  organizer: '',
  featuresLt: '',
  featuresEn: '',
  venueName: '',
  address: '',
  city: '',
  country: DEFAULT_COUNTRY,
  start: '',
  end: '',
  maxAttendees: String(DEFAULT_MAX_ATTENDEES),
};

export function eventFormValues(event: AdminEventResponse): EventFormValues {
  return {
    nameLt: event.name.lt,
    nameEn: event.name.en,
    descriptionLt: event.description.lt,
    descriptionEn: event.description.en,
    category: event.event_type_id,
    organizer: event.organizer,
    featuresLt: event.features.lt.join('\n'),
    featuresEn: event.features.en.join('\n'),
    venueName: event.venue.name,
    address: event.venue.address,
    city: event.venue.city,
    country: event.venue.country,
    start: toVilniusLocal(event.start_date),
    end: toVilniusLocal(event.end_date),
    maxAttendees: String(event.max_attendees),
  };
}

/** The key of each rule's message under `adminEvents.form.validation`. */
type EventValidationError =
  | 'nameLtRequired'
  | 'nameEnRequired'
  | 'startRequired'
  | 'endRequired'
  | 'endBeforeStart'
  | 'venueNameRequired'
  | 'addressRequired'
  | 'cityRequired'
  | 'maxAttendeesMin';

export type EventFormErrors = Partial<Record<EventField, EventValidationError>>;

const blank = (value: string) => value.trim() === '';

export function validateEventForm(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  if (blank(values.nameLt)) errors.nameLt = 'nameLtRequired';
  if (blank(values.nameEn)) errors.nameEn = 'nameEnRequired';
  if (blank(values.venueName)) errors.venueName = 'venueNameRequired';
  if (blank(values.address)) errors.address = 'addressRequired';
  if (blank(values.city)) errors.city = 'cityRequired';
  const start = fromVilniusLocal(values.start);
  const end = fromVilniusLocal(values.end);
  if (!start) errors.start = 'startRequired';
  if (!end) errors.end = 'endRequired';
  else if (start && end < start) errors.end = 'endBeforeStart';
  const maxAttendees = Number(values.maxAttendees);
  if (blank(values.maxAttendees) || !Number.isInteger(maxAttendees) || maxAttendees < 1) {
    errors.maxAttendees = 'maxAttendeesMin';
  }
  return errors;
}

/** The first field, in the form's order, that any of the given error maps names. */
export function firstFieldWithError(...errorMaps: Partial<Record<EventField, unknown>>[]): EventField | undefined {
  return EVENT_FIELDS.find((field) => errorMaps.some((errors) => errors[field] !== undefined));
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The request for valid values (see `validateEventForm`). */
export function eventRequest(values: EventFormValues): EventRequest {
  return {
    name: { lt: values.nameLt.trim(), en: values.nameEn.trim() },
    description: { lt: values.descriptionLt.trim(), en: values.descriptionEn.trim() },
    start_date: fromVilniusLocal(values.start) ?? '',
    end_date: fromVilniusLocal(values.end) ?? '',
    venue: {
      name: values.venueName.trim(),
      address: values.address.trim(),
      city: values.city.trim(),
      country: values.country.trim() || DEFAULT_COUNTRY,
    },
    event_type_id: values.category,
    organizer: values.organizer.trim(),
    features: { lt: lines(values.featuresLt), en: lines(values.featuresEn) },
    max_attendees: Number(values.maxAttendees),
  };
}

/** The admin API's field names (`errors[].field`) for the form's fields. */
const API_FIELDS: Record<string, EventField> = {
  name: 'nameLt',
  'name.lt': 'nameLt',
  'name.en': 'nameEn',
  'description.lt': 'descriptionLt',
  'description.en': 'descriptionEn',
  event_type_id: 'category',
  organizer: 'organizer',
  'features.lt': 'featuresLt',
  'features.en': 'featuresEn',
  venue: 'venueName',
  'venue.name': 'venueName',
  'venue.address': 'address',
  'venue.city': 'city',
  'venue.country': 'country',
  start_date: 'start',
  end_date: 'end',
  max_attendees: 'maxAttendees',
};

export interface ServerFieldErrors {
  /** The first message for each field the form shows. */
  byField: Partial<Record<EventField, string>>;
  /** Messages about anything else, shown with the form's own alert. */
  other: string[];
}

export function serverFieldErrors(errors: readonly FieldErrorResponse[]): ServerFieldErrors {
  const result: ServerFieldErrors = { byField: {}, other: [] };
  for (const { field, message } of errors) {
    const formField = API_FIELDS[field];
    if (formField === undefined) result.other.push(message);
    else result.byField[formField] ??= message;
  }
  return result;
}
