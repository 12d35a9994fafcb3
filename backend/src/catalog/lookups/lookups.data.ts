/**
 * The catalog's reference lists (docs/catalog.md, "The public API": event types, topics, microlocations). Small, slow-changing and the same for every shop,
 * so they live with the code and change through review, like a migration would.
 */
import type { Category, LocalizedText } from '../domain/catalog-event.types';

export interface EventTypeEntry {
  id: Category;
  name: LocalizedText;
}

export interface TopicEntry {
  id: string;
  event_type_id: Category;
  name: LocalizedText;
}

export interface SubTopicEntry {
  id: string;
  topic_id: string;
  name: LocalizedText;
}

export interface MicrolocationEntry {
  id: string;
  name: LocalizedText;
  city: string;
  country: string;
}

export const EVENT_TYPES: readonly EventTypeEntry[] = [
  { id: 'Concert', name: { lt: 'Koncertai', en: 'Concerts' } },
  { id: 'Festival', name: { lt: 'Festivaliai', en: 'Festivals' } },
  { id: 'Theater', name: { lt: 'Teatras', en: 'Theater' } },
  { id: 'Sports', name: { lt: 'Sportas', en: 'Sports' } },
];

export const EVENT_TOPICS: readonly TopicEntry[] = [
  { id: 'pop-rock', event_type_id: 'Concert', name: { lt: 'Pop ir rokas', en: 'Pop and rock' } },
  { id: 'classical', event_type_id: 'Concert', name: { lt: 'Klasikinė muzika', en: 'Classical music' } },
  { id: 'jazz', event_type_id: 'Concert', name: { lt: 'Džiazas', en: 'Jazz' } },
  { id: 'electronic', event_type_id: 'Concert', name: { lt: 'Elektroninė muzika', en: 'Electronic music' } },
  { id: 'music-festival', event_type_id: 'Festival', name: { lt: 'Muzikos festivaliai', en: 'Music festivals' } },
  { id: 'culture-festival', event_type_id: 'Festival', name: { lt: 'Kultūros festivaliai', en: 'Culture festivals' } },
  { id: 'drama', event_type_id: 'Theater', name: { lt: 'Drama', en: 'Drama' } },
  { id: 'comedy', event_type_id: 'Theater', name: { lt: 'Komedija', en: 'Comedy' } },
  { id: 'opera-ballet', event_type_id: 'Theater', name: { lt: 'Opera ir baletas', en: 'Opera and ballet' } },
  { id: 'basketball', event_type_id: 'Sports', name: { lt: 'Krepšinis', en: 'Basketball' } },
  { id: 'football', event_type_id: 'Sports', name: { lt: 'Futbolas', en: 'Football' } },
  { id: 'other-sports', event_type_id: 'Sports', name: { lt: 'Kitos sporto šakos', en: 'Other sports' } },
];

export const EVENT_SUB_TOPICS: readonly SubTopicEntry[] = [
  { id: 'pop', topic_id: 'pop-rock', name: { lt: 'Pop', en: 'Pop' } },
  { id: 'rock', topic_id: 'pop-rock', name: { lt: 'Rokas', en: 'Rock' } },
  { id: 'indie', topic_id: 'pop-rock', name: { lt: 'Indie', en: 'Indie' } },
  { id: 'symphonic', topic_id: 'classical', name: { lt: 'Simfoninė muzika', en: 'Symphonic' } },
  { id: 'chamber', topic_id: 'classical', name: { lt: 'Kamerinė muzika', en: 'Chamber music' } },
  { id: 'choral', topic_id: 'classical', name: { lt: 'Chorinė muzika', en: 'Choral music' } },
  { id: 'open-air', topic_id: 'music-festival', name: { lt: 'Po atviru dangumi', en: 'Open air' } },
  { id: 'film', topic_id: 'culture-festival', name: { lt: 'Kino festivaliai', en: 'Film festivals' } },
  { id: 'stand-up', topic_id: 'comedy', name: { lt: 'Stand-up', en: 'Stand-up' } },
  { id: 'opera', topic_id: 'opera-ballet', name: { lt: 'Opera', en: 'Opera' } },
  { id: 'ballet', topic_id: 'opera-ballet', name: { lt: 'Baletas', en: 'Ballet' } },
  { id: 'lkl', topic_id: 'basketball', name: { lt: 'LKL', en: 'LKL' } },
  { id: 'euroleague', topic_id: 'basketball', name: { lt: 'Eurolyga', en: 'EuroLeague' } },
  { id: 'a-lyga', topic_id: 'football', name: { lt: 'A lyga', en: 'A Lyga' } },
];

export const MICROLOCATIONS: readonly MicrolocationEntry[] = [
  { id: 'vilnius', name: { lt: 'Vilnius', en: 'Vilnius' }, city: 'Vilnius', country: 'Lietuva' },
  { id: 'kaunas', name: { lt: 'Kaunas', en: 'Kaunas' }, city: 'Kaunas', country: 'Lietuva' },
  { id: 'klaipeda', name: { lt: 'Klaipėda', en: 'Klaipėda' }, city: 'Klaipėda', country: 'Lietuva' },
  { id: 'siauliai', name: { lt: 'Šiauliai', en: 'Šiauliai' }, city: 'Šiauliai', country: 'Lietuva' },
  { id: 'panevezys', name: { lt: 'Panevėžys', en: 'Panevėžys' }, city: 'Panevėžys', country: 'Lietuva' },
  { id: 'alytus', name: { lt: 'Alytus', en: 'Alytus' }, city: 'Alytus', country: 'Lietuva' },
  { id: 'palanga', name: { lt: 'Palanga', en: 'Palanga' }, city: 'Palanga', country: 'Lietuva' },
  { id: 'druskininkai', name: { lt: 'Druskininkai', en: 'Druskininkai' }, city: 'Druskininkai', country: 'Lietuva' },
  { id: 'neringa', name: { lt: 'Neringa', en: 'Neringa' }, city: 'Neringa', country: 'Lietuva' },
  { id: 'trakai', name: { lt: 'Trakai', en: 'Trakai' }, city: 'Trakai', country: 'Lietuva' },
  { id: 'riga', name: { lt: 'Ryga', en: 'Riga' }, city: 'Riga', country: 'Latvija' },
  { id: 'tallinn', name: { lt: 'Talinas', en: 'Tallinn' }, city: 'Tallinn', country: 'Estija' },
];
