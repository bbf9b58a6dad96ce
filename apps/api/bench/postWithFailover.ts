/**
 * POSTs one contact request to one of two instances, moving to the other (same Idempotency-Key,
 * so it is stored once) when a connection is refused or reset by an instance being restarted or
 * killed. Returns the answer's status and how many times it moved.
 */
export async function postWithFailover(
  ports: readonly number[],
  index: number,
  body: string,
  { key, attempts, pauseMs = 0 }: { key: string; attempts: number; pauseMs?: number },
): Promise<{ status: number; retries: number }> {
  for (let attempt = 0; ; attempt++) {
    const port = ports[(index + attempt) % 2]!;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/v1/contact/request/`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        body,
      });
      await response.arrayBuffer();
      return { status: response.status, retries: attempt };
    } catch (error) {
      if (attempt + 1 >= attempts) throw error;
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
