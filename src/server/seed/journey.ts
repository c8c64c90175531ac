import { type Said, say } from '../../resources/messages';
import { keyedNote, maxFailedAttempts, packageStatuses } from '../../resources/packages';
import { deliveredNotes, failedAttemptNotes } from './catalogue';
import type { Random } from './random';
import { DAY, dayStart, HOUR, iso, workday } from './time';

type Status = (typeof packageStatuses)[number];

/** A place on a parcel's route, with its JSON pieces written once. */
export interface Place {
  city: string;
  /** The city as a JSON string literal. */
  cityJson: string;
  /** `lastLocation` JSON: `{city, lat, lng}`. */
  json: string;
}

export const placeOf = (city: string, lat: number, lng: number): Place => ({
  city,
  cityJson: JSON.stringify(city),
  json: JSON.stringify({ city, lat, lng }),
});

/**
 * An event's note as its JSON members, ready to splice into the event: none, or the catalogue's
 * English with its key and values, so the UI translates it (SPEC §11).
 */
export const noteJson = (said: Said | null): string =>
  said ? JSON.stringify(keyedNote(said)).slice(1, -1) : '"note":null';

const opening = Object.fromEntries(
  packageStatuses.map((status) => [status, `{"status":"${status}","location":`]),
) as Record<Status, string>;
const deliveredJson = deliveredNotes.map((key) => noteJson(say(key)));
const failedJson = failedAttemptNotes.map((key) => noteJson(say(key)));
const returnedJson = noteJson(say('tracking.returnedToSender'));

/**
 * A parcel's tracking events up to `now`, written straight to the JSON the table stores
 * (`[{status, location, at, note}]`). `add` refuses, and the journey ends, at the first step
 * that would lie in the future.
 */
export class Journey {
  status: Status = 'label_created';
  /** Where the parcel was last seen; null while only its label exists. */
  place: Place | null = null;
  failed = 0;
  shippedAt: string | null = null;
  deliveredAt: string | null = null;
  /** The parcel's writes: made with its first event, then one status change per event. */
  version = 0;
  private events = '';

  constructor(
    private readonly now: number,
    private readonly origin: Place,
    public last: number,
  ) {}

  get json(): string {
    return `[${this.events}]`;
  }

  /** `note` is the event's note members as `noteJson` writes them. */
  add(status: Status, at: number, where: Place | null, note: string): boolean {
    if (at > this.now) return false;
    const when = iso(at);
    const location = (where ?? this.origin).cityJson;
    this.events += `${this.events ? ',' : ''}${opening[status]}${location},"at":"${when}",${note}}`;
    this.status = status;
    this.version++;
    this.place = where;
    this.last = at;
    if (status === 'in_transit') this.shippedAt = when;
    else if (status === 'delivered') this.deliveredAt = when;
    else if (status === 'failed_attempt') this.failed++;
    return true;
  }

  /** Out for delivery from `day` on; a failed attempt means another round the next working day. */
  deliver(random: Random, day: number, door: Place): void {
    let round = day;
    while (
      this.add('out_for_delivery', round + random.between(6.5, 10) * HOUR, door, noteJson(null))
    ) {
      const attemptAt = this.last + random.between(0.5, 7) * HOUR;
      if (!random.chance(this.failed === 0 ? 0.04 : 0.3)) {
        this.add('delivered', attemptAt, door, random.pick(deliveredJson));
        return;
      }
      if (!this.add('failed_attempt', attemptAt, door, random.pick(failedJson))) return;
      if (this.failed === maxFailedAttempts || random.chance(0.1)) {
        this.add('returned', attemptAt + random.between(1, 4) * DAY, this.origin, returnedJson);
        return;
      }
      round = workday(dayStart(attemptAt) + DAY);
    }
  }
}
