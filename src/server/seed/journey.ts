import { maxFailedAttempts, packageStatuses } from '../../resources/packages';
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

/** A note as a JSON literal, ready to splice into an event. */
export const noteJson = (note: string | null) => JSON.stringify(note);

const opening = Object.fromEntries(
  packageStatuses.map((status) => [status, `{"status":"${status}","location":`]),
) as Record<Status, string>;
const deliveredJson = deliveredNotes.map(noteJson);
const failedJson = failedAttemptNotes.map(noteJson);
const returnedJson = noteJson('Returned to sender');

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

  add(status: Status, at: number, where: Place | null, note: string): boolean {
    if (at > this.now) return false;
    const when = iso(at);
    const location = (where ?? this.origin).cityJson;
    this.events += `${this.events ? ',' : ''}${opening[status]}${location},"at":"${when}","note":${note}}`;
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
    while (this.add('out_for_delivery', round + random.between(6.5, 10) * HOUR, door, 'null')) {
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
