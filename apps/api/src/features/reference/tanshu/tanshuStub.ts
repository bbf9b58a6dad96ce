import { startJsonStub } from "../../../testing/jsonStubServer";
import refusal from "./fixtures/error.json";
import shgold from "./fixtures/shgold.json";

/**
 * A local HTTP server that answers like TanShu's SGE call from the recorded fixture, so the
 * adapter is tested without the internet. It counts every call, with its key.
 */
export async function startTanshuStub({ apiKeys }: { apiKeys: readonly string[] }) {
  const calls: string[] = [];
  const stub = await startJsonStub({
    basePath: "/api/gold/v1",
    authorized(_, url) {
      const key = url.searchParams.get("key") ?? "";
      calls.push(key);
      return apiKeys.includes(key);
    },
    // TanShu refuses with status 200 and its own code, as its documentation prints.
    refusal: { status: 200, body: refusal },
    answer: (_, url) =>
      url.pathname === "/api/gold/v1/shgold"
        ? { status: 200, body: shgold }
        : { status: 404, body: { code: 0, msg: "接口不存在", data: null } },
  });
  return { ...stub, calls };
}

export type TanshuStub = Awaited<ReturnType<typeof startTanshuStub>>;
