// The chat benchmark's load client: `processes` forked processes sharing `count` sockets, so one
// saturated client thread never caps the delivery figures. Receipts are timed on a clock all
// processes share (performance.timeOrigin + performance.now()).
import { fork } from 'node:child_process';

export const CLIENT_PROCESSES = Number(process.env.CHAT_CLIENT_PROCESSES ?? 4);

/** Now, on the clock the client processes time their receipts with. */
export const sharedNow = () => performance.timeOrigin + performance.now();

/**
 * Opens the sockets (following `topic` on ours) and resolves once every one is ready; `finish()`
 * closes them and gives every receipt ([content, time]), the mean size of a message frame in bytes
 * and the client processes' CPU in ms.
 */
export async function openClients({ url, protocols = [], topic = null, count, processes = CLIENT_PROCESSES }) {
  const share = Math.ceil(count / processes);
  const children = Array.from({ length: processes }, (_, index) => {
    const mine = Math.max(0, Math.min(share, count - index * share));
    return fork(new URL('./socket-client.mjs', import.meta.url), [
      JSON.stringify({ url, protocols, topic, count: mine, batch: 50 }),
    ]);
  });
  const next = (child, type) =>
    new Promise((resolve, reject) => {
      child.on('message', (message) => {
        if (message.type === type) resolve(message);
        else if (message.type === 'failed') reject(new Error(`chat client: ${message.message}`));
      });
      // Failed before it answered (a crash, a signal): fail the run rather than wait for ever.
      child.once('exit', (code, signal) =>
        code === 0 ? undefined : reject(new Error(`chat client exited (${code ?? signal}) before ${type}`)),
      );
    });
  await Promise.all(children.map((child) => next(child, 'ready')));
  return {
    async finish() {
      const reports = await Promise.all(
        children.map((child) => {
          const finished = next(child, 'finished');
          child.send({ type: 'finish' });
          return finished;
        }),
      );
      const received = reports.flatMap((report) => report.received);
      return {
        received,
        frameBytes: reports.reduce((sum, report) => sum + report.frameBytes, 0) / received.length,
        clientCpuMs: reports.reduce((sum, report) => sum + report.cpuMs, 0),
      };
    },
  };
}
