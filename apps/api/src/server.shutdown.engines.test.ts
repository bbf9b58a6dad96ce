import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { developmentCaptcha } from "./captcha/developmentCaptcha";
import { testApi, testEngine, type TestApi } from "./testing/testApi";

const apiFolder = fileURLToPath(new URL("..", import.meta.url));

let api: TestApi;
beforeEach(async () => {
  api = await testApi();
});
afterEach(() => api.dispose());

describe(`server.ts on SIGTERM (${testEngine})`, () => {
  it("finishes the request in flight, then refuses new connections and exits 0", async () => {
    const port = 56500 + Math.floor(Math.random() * 150) + (testEngine === "postgres" ? 150 : 0);
    const server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiFolder,
      env: {
        ...process.env,
        PORT: String(port),
        API_DB: api.location.path,
        API_DATABASE_URL: api.location.url ?? "",
        CAPTCHA_DEV_SECRET: "shutdown-secret",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(server, "exit");
    await new Promise<void>((resolve) =>
      server.stdout!.on(
        "data",
        (chunk: Buffer) => chunk.toString().includes("API on") && resolve(),
      ),
    );
    // A slow request: the body arrives in two parts, the second only after SIGTERM was sent.
    let sendRest!: () => void;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const contact = JSON.stringify(
      api.validContact({
        email: "in-flight@example.com",
        token: developmentCaptcha("shutdown-secret").issue().token,
      }),
    );
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(contact.slice(0, 20)));
        await rest;
        controller.enqueue(new TextEncoder().encode(contact.slice(20)));
        controller.close();
      },
    });
    const inFlight = fetch(`http://127.0.0.1:${port}/v1/contact/request/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    sendRest();
    expect((await inFlight).status).toBe(201);
    const [code] = await exited;
    expect(code).toBe(0);
    expect(await api.storedCount()).toBe(1);
  });
});
