import { ErrorCode } from '@farebox/domain';
import { loadAppConfig } from '../config/app-config.js';
import { ExternalCallSlots } from './external-call-slots.js';

const slotsOf = (poolMax: number, waitMs = 200) =>
  new ExternalCallSlots(loadAppConfig({ DATABASE_POOL_MAX: String(poolMax), DATABASE_ACQUIRE_TIMEOUT_MS: String(waitMs) }));

/** Work that runs until `finish()` is called, and tells whether it has started. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false, finish };
  return { state, work: () => ((state.started = true), done) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ExternalCallSlots', () => {
  it('runs at most half of the pool at once; the next waits for a slot, in order', async () => {
    const slots = slotsOf(4, 5_000);
    const calls = [held(), held(), held(), held()];
    const runs = calls.map((c) => slots.run(c.work));
    await tick();
    expect(calls.map((c) => c.state.started)).toEqual([true, true, false, false]);

    calls[1].state.finish();
    await tick();
    expect(calls.map((c) => c.state.started)).toEqual([true, true, true, false]);

    calls[0].state.finish();
    calls[2].state.finish();
    await tick();
    expect(calls[3].state.started).toBe(true);
    calls[3].state.finish();
    await Promise.all(runs);
  });

  it('gives one slot to a pool of one', async () => {
    const slots = slotsOf(1, 5_000);
    const [first, second] = [held(), held()];
    const runs = [slots.run(first.work), slots.run(second.work)];
    await tick();
    expect([first.state.started, second.state.started]).toEqual([true, false]);
    first.state.finish();
    await tick();
    expect(second.state.started).toBe(true);
    second.state.finish();
    await Promise.all(runs);
  });

  it('answers 503 DatabaseBusy, without running the work, after the pool wait', async () => {
    const slots = slotsOf(2, 50);
    const busy = held();
    const running = slots.run(busy.work);
    let ran = false;
    await expect(slots.run(() => Promise.resolve((ran = true)))).rejects.toMatchObject({ code: ErrorCode.DatabaseBusy, status: 503 });
    expect(ran).toBe(false);

    // The waiter that gave up holds nothing: the slot goes to the next one as soon as it is free.
    busy.state.finish();
    await running;
    await expect(slots.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('frees the slot when the work fails', async () => {
    const slots = slotsOf(2, 50);
    await expect(slots.run(() => Promise.reject(new Error('gateway down')))).rejects.toThrow('gateway down');
    await expect(slots.run(() => Promise.resolve('after'))).resolves.toBe('after');
  });
});
