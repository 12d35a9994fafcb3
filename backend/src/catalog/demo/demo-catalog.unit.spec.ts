import fs from 'node:fs';
import path from 'node:path';
import { demoCatalog, type DemoEvent } from './demo-catalog';

const IMAGES_DIR = path.join(__dirname, '../../../assets/demo-images');
const IMAGE_URL = /^\/media\/demo\/([a-z0-9-]+\.svg)$/;
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ALL_CATEGORIES = ['Concert', 'Festival', 'Theater', 'Sports'];
const DAY_MS = 24 * 3_600_000;

describe('demoCatalog', () => {
  // Given a fixed moment (deliberately late in the day, so "days ahead" rounding is exercised)
  const now = new Date('2026-03-14T22:45:12.345Z');
  let events: DemoEvent[];

  beforeEach(() => {
    // When the demo catalog is built for it
    events = demoCatalog(now);
  });

  it('contains at least 12 events', () => {
    // Then
    expect(events.length).toBeGreaterThanOrEqual(12);
  });

  it('covers all four categories with at least three events each', () => {
    // Then
    for (const category of ALL_CATEGORIES) {
      expect(events.filter((e) => e.details.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has one unpublished draft and three featured events that are all published', () => {
    // Then
    expect(events.filter((e) => !e.published)).toHaveLength(1);
    const featured = events.filter((e) => e.featured);
    expect(featured).toHaveLength(3);
    expect(featured.every((e) => e.published)).toBe(true);
  });

  it('gives every event between two and four ticket types with unique slugs', () => {
    // Then
    for (const event of events) {
      expect(event.ticketTypes.length).toBeGreaterThanOrEqual(2);
      expect(event.ticketTypes.length).toBeLessThanOrEqual(4);
      const slugs = event.ticketTypes.map((t) => t.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      slugs.forEach((slug) => expect(slug).toMatch(KEBAB_CASE));
    }
  });

  it('uses unique kebab-case event slugs', () => {
    // Then
    const slugs = events.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    slugs.forEach((slug) => expect(slug).toMatch(KEBAB_CASE));
  });

  it('has non-empty Lithuanian and English texts, with names that differ between the languages', () => {
    // Then
    for (const { details, ticketTypes } of events) {
      expect(details.name.lt.trim()).not.toBe('');
      expect(details.name.en.trim()).not.toBe('');
      expect(details.name.lt).not.toBe(details.name.en);

      for (const description of [details.description.lt, details.description.en]) {
        const paragraphs = description.split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(2);
        expect(paragraphs.length).toBeLessThanOrEqual(3);
        paragraphs.forEach((p) => expect(p.trim()).not.toBe(''));
      }
      expect(details.description.lt).not.toBe(details.description.en);

      expect(details.features.lt.length).toBeGreaterThanOrEqual(3);
      expect(details.features.lt.length).toBeLessThanOrEqual(5);
      expect(details.features.en).toHaveLength(details.features.lt.length);
      [...details.features.lt, ...details.features.en].forEach((f) => expect(f.trim()).not.toBe(''));

      for (const { details: ticket } of ticketTypes) {
        expect(ticket.name.lt.trim()).not.toBe('');
        expect(ticket.name.en.trim()).not.toBe('');
        expect(ticket.name.lt).not.toBe(ticket.name.en);
        expect(ticket.description.lt.trim()).not.toBe('');
        expect(ticket.description.en.trim()).not.toBe('');
      }
    }
  });

  it('places every event at a Lithuanian venue with an organizer', () => {
    // Then
    for (const { details } of events) {
      expect(details.venue.country).toBe('Lietuva');
      expect(details.venue.name.trim()).not.toBe('');
      expect(details.venue.address.trim()).not.toBe('');
      expect(details.venue.city.trim()).not.toBe('');
      expect(details.organizer.trim()).not.toBe('');
    }
  });

  it('refers only to images that ship in backend/assets/demo-images, with a distinct cover per event', () => {
    // Then
    for (const { images } of events) {
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(3);
      for (const url of images.flatMap((image) => Object.values(image.urls))) {
        const file = IMAGE_URL.exec(url)?.[1];
        expect(file).toBeDefined();
        expect(fs.existsSync(path.join(IMAGES_DIR, file ?? ''))).toBe(true);
      }
    }
    const covers = events.map((e) => e.images[0]?.urls.large);
    expect(new Set(covers).size).toBe(covers.length);
  });

  it('ships images that are small, text-free SVGs', () => {
    // Given the images the catalog refers to
    const files = new Set(events.flatMap((e) => e.images.map((image) => path.basename(image.urls.large))));

    // Then
    for (const file of files) {
      const svg = fs.readFileSync(path.join(IMAGES_DIR, file), 'utf8');
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 1200 675"');
      expect(svg).not.toMatch(/<text\b/);
      expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
    }
  });

  it('schedules every event between 7 and 120 days after now, festivals lasting two to three days', () => {
    // Then
    for (const { details } of events) {
      const startsAt = Date.parse(details.startsAt);
      expect(startsAt).toBeGreaterThan(now.getTime());
      expect(startsAt - now.getTime()).toBeGreaterThanOrEqual(7 * DAY_MS);
      expect(startsAt - now.getTime()).toBeLessThanOrEqual(120 * DAY_MS);

      if (details.category === 'Festival') {
        expect(details.endsAt).not.toBeNull();
        const length = Date.parse(details.endsAt ?? '') - startsAt;
        expect(length).toBeGreaterThanOrEqual(2 * DAY_MS);
        expect(length).toBeLessThanOrEqual(3 * DAY_MS + 12 * 3_600_000);
      } else if (details.endsAt !== null) {
        expect(Date.parse(details.endsAt)).toBeGreaterThan(startsAt);
      }
    }
  });

  it('sells tickets in euros from yesterday until the event starts, within realistic limits', () => {
    // Then
    const yesterday = new Date(now.getTime() - DAY_MS).toISOString();
    for (const { details, ticketTypes } of events) {
      const total = ticketTypes.reduce((sum, t) => sum + t.details.quantity, 0);
      expect(details.maxAttendees).toBeGreaterThanOrEqual(total);

      for (const { details: ticket } of ticketTypes) {
        expect(ticket.currency).toBe('EUR');
        expect(Number.isInteger(ticket.priceCents)).toBe(true);
        expect(ticket.priceCents).toBeGreaterThanOrEqual(1500);
        expect(ticket.priceCents).toBeLessThanOrEqual(18000);
        expect(ticket.quantity).toBeGreaterThanOrEqual(20);
        expect(ticket.quantity).toBeLessThanOrEqual(2000);
        expect(ticket.maxPerOrder).toBeGreaterThanOrEqual(4);
        expect(ticket.maxPerOrder).toBeLessThanOrEqual(10);
        expect(ticket.saleStartsAt).toBe(yesterday);
        expect(ticket.saleEndsAt).toBe(details.startsAt);
        expect(ticket.isActive).toBe(true);
      }
    }
  });

  it('is deterministic for a given now', () => {
    // When it is built a second time for the same moment
    const again = demoCatalog(new Date(now.getTime()));

    // Then
    expect(again).toEqual(events);
  });

  it('moves with now so the demo never goes stale', () => {
    // Given a moment a year later
    const later = new Date(now.getTime() + 365 * DAY_MS);

    // When
    const moved = demoCatalog(later);

    // Then every event starts a year later too
    moved.forEach((event, i) => {
      expect(Date.parse(event.details.startsAt) - Date.parse(events[i]?.details.startsAt ?? '')).toBe(365 * DAY_MS);
    });
  });
});
