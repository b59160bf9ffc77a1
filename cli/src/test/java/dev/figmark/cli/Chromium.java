package dev.figmark.cli;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Debian's headless Chromium holding a page open, asked what the page shows through the DevTools protocol (a
 * WebSocket, JDK's own client): enough to watch a live page change in a real browser.
 */
final class Chromium implements AutoCloseable {

    static final Path BINARY = Path.of("/usr/bin/chromium");

    private final Process process;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<String>> answers = new ConcurrentHashMap<>();

    Chromium(URI page, Path profile) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(BINARY.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--remote-debugging-port=0", "--user-data-dir=" + profile, "--window-size=1280,900", page.toString()));
        process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(profile.resolveSibling("chromium.log").toFile()).start();
        Path active = profile.resolve("DevToolsActivePort");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!(Files.exists(active) && Files.readAllLines(active).size() >= 2)) {
            if (System.nanoTime() > deadline || !process.isAlive()) {
                throw new IOException("Chromium did not open its DevTools port");
            }
            Thread.sleep(50);
        }
        int port = Integer.parseInt(Files.readAllLines(active).get(0).strip());
        HttpClient http = HttpClient.newHttpClient();
        String target = null;
        while (target == null) {
            String list = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            Matcher m = Pattern.compile("\"type\"\\s*:\\s*\"page\"[^}]*?\"webSocketDebuggerUrl\"\\s*:\\s*\"([^\"]+)\"|"
                    + "\"webSocketDebuggerUrl\"\\s*:\\s*\"([^\"]+/page/[^\"]+)\"").matcher(list);
            if (m.find()) {
                target = m.group(1) != null ? m.group(1) : m.group(2);
            } else if (System.nanoTime() > deadline) {
                throw new IOException("no page in " + list);
            } else {
                Thread.sleep(50);
            }
        }
        socket = http.newWebSocketBuilder().buildAsync(URI.create(target), new WebSocket.Listener() {
            private final StringBuilder text = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                text.append(data);
                if (last) {
                    String message = text.toString();
                    text.setLength(0);
                    Matcher id = Pattern.compile("^\\{\"id\":(\\d+)").matcher(message);
                    if (id.find() && answers.containsKey(Integer.parseInt(id.group(1)))) {
                        answers.remove(Integer.parseInt(id.group(1))).complete(message);
                    }
                }
                ws.request(1);
                return null;
            }
        }).join();
    }

    /** The string a JavaScript expression (which may be a promise) gives in the page. */
    String evaluate(String expression) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<String> answer = new CompletableFuture<>();
        answers.put(id, answer);
        String quoted = expression.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
        socket.sendText("{\"id\":" + id + ",\"method\":\"Runtime.evaluate\",\"params\":{\"expression\":\"" + quoted
                + "\",\"returnByValue\":true,\"awaitPromise\":true}}", true).join();
        String message = answer.get(20, TimeUnit.SECONDS);
        Matcher value = Pattern.compile("\"value\":\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(message);
        if (!value.find()) {
            return message;
        }
        return value.group(1).replace("\\\"", "\"").replace("\\\\", "\\");
    }

    /** Evaluates {@code expression} until its string satisfies {@code until}; the last string, or a failure after the timeout. */
    String await(String expression, Predicate<String> until, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "";
        while (System.nanoTime() < deadline) {
            last = evaluate(expression);
            if (until.test(last)) {
                return last;
            }
            Thread.sleep(25);
        }
        throw new AssertionError("the page never showed what was awaited; last: " + last);
    }

    @Override
    public void close() {
        socket.abort();
        // Chromium's helpers (renderer, GPU, crash handler) write into the profile too: all of them end before the
        // profile folder is deleted, or the deletion races their last writes.
        java.util.List<ProcessHandle> all = new java.util.ArrayList<>(process.descendants().toList());
        all.add(process.toHandle());
        all.forEach(ProcessHandle::destroyForcibly);
        try {
            for (ProcessHandle p : all) {
                p.onExit().get(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new AssertionError("Chromium did not end within 10 s", e);
        }
    }
}
