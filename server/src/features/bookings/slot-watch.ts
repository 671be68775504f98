// Live availability: a signed-in socket with a consultant's picker open asks to
// watch that consultant's slots and joins their room; each server process pushes
// slotsChanged to its own sockets there whenever a hold is taken or released
// (plugin.ts, slotsChanged). Ids are validated,
// and one socket may watch a bounded number of consultants at a time.
import type { FastifyBaseLogger } from 'fastify';
import { consultantSlotsRoom, SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { watchSlotsSchema } from '@marketplace/shared-api/schemas/bookings';
import type { RealtimeService, RealtimeSocket } from '../../plugins/realtime';

export const MAX_WATCHED_CONSULTANTS = 20;

const ROOM_PREFIX = consultantSlotsRoom('');

function watchedCount(socket: RealtimeSocket): number {
  let count = 0;
  for (const room of socket.rooms) if (room.startsWith(ROOM_PREFIX)) count += 1;
  return count;
}

export function registerSlotWatch(realtime: Pick<RealtimeService, 'onConnection'>, log: FastifyBaseLogger): void {
  realtime.onConnection((socket) => {
    socket.on(SOCKET_EVENTS.watchSlots, (consultantId: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (result: { ok: boolean }) => void) : () => undefined;
      const parsed = watchSlotsSchema.safeParse(consultantId);
      // Visitors see no pickers (the booking screens are private), so they watch nothing.
      if (!parsed.success || !socket.data.tokenUserId) return reply({ ok: false });
      const room = consultantSlotsRoom(parsed.data);
      if (socket.rooms.has(room)) return reply({ ok: true });
      if (watchedCount(socket) >= MAX_WATCHED_CONSULTANTS) return reply({ ok: false });
      Promise.resolve(socket.join(room)).then(
        () => reply({ ok: true }),
        (error: unknown) => {
          log.error({ err: error, consultantId: parsed.data }, 'joining a slot watch room failed');
          reply({ ok: false });
        },
      );
    });
    socket.on(SOCKET_EVENTS.unwatchSlots, (consultantId: unknown) => {
      const parsed = watchSlotsSchema.safeParse(consultantId);
      if (parsed.success) void socket.leave(consultantSlotsRoom(parsed.data));
    });
  });
}
