package dev.figmark.cli;

import dev.figmark.scene.Units;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The live preview: a page on 127.0.0.1 (a free port; the JDK's own HTTP server) that shows each figure at its true
 * size and zoomed, with its width and height, and is told of every new drawing or error by server-sent events. The
 * figures are served from memory, so the last good drawing stays while the description is broken.
 */
final class PreviewServer implements AutoCloseable {

    /** Points per CSS pixel's inch: a CSS pixel is 1/96 in, a point 1/72 in. */
    static final double CSS_PX_PER_PT = 96.0 / Units.POINTS_PER_INCH;
    /** How much larger the second view of each figure is drawn. */
    static final int ZOOM = 2;
    /** An idle event stream gets a comment this often, so proxies and browsers keep it open. */
    static final long KEEP_ALIVE_SECONDS = 15;

    /** One drawn figure: its name, its SVG, and its size in points. */
    record Figure(String name, byte[] svg, double widthPt, double heightPt) {
    }

    private record State(int version, List<Figure> figures, String error) {
    }

    private final HttpServer server;
    private final ExecutorService threads;
    private final Set<BlockingQueue<State>> clients = new CopyOnWriteArraySet<>();
    private volatile State state = new State(0, List.of(), null);

    PreviewServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        threads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "figmark-preview");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(threads);
        server.createContext("/", this::page);
        server.createContext("/events", this::events);
        server.createContext("/figure/", this::figure);
        server.start();
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    /** A new good drawing: shown at once on every open page. */
    void show(List<Figure> figures) {
        publish(new State(state.version() + 1, List.copyOf(figures), null));
    }

    /** A failed drawing: the error is shown above the last good figures. */
    void fail(String error) {
        publish(new State(state.version() + 1, state.figures(), error));
    }

    private void publish(State next) {
        state = next;
        for (BlockingQueue<State> client : clients) {
            client.offer(next);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }

    private void page(HttpExchange exchange) throws IOException {
        if (!exchange.getRequestURI().getPath().equals("/")) {
            send(exchange, 404, "text/plain", "not found".getBytes(StandardCharsets.UTF_8));
            return;
        }
        send(exchange, 200, "text/html; charset=utf-8", PAGE.getBytes(StandardCharsets.UTF_8));
    }

    private void figure(HttpExchange exchange) throws IOException {
        String name = java.net.URLDecoder.decode(exchange.getRequestURI().getPath().substring("/figure/".length()), StandardCharsets.UTF_8);
        for (Figure f : state.figures()) {
            if (f.name().equals(name)) {
                exchange.getResponseHeaders().add("Cache-Control", "no-store");
                send(exchange, 200, "image/svg+xml", f.svg());
                return;
            }
        }
        send(exchange, 404, "text/plain", "no such figure".getBytes(StandardCharsets.UTF_8));
    }

    private void events(HttpExchange exchange) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", "text/event-stream; charset=utf-8");
        exchange.getResponseHeaders().add("Cache-Control", "no-store");
        exchange.sendResponseHeaders(200, 0);
        BlockingQueue<State> queue = new LinkedBlockingQueue<>();
        queue.offer(state);
        clients.add(queue);
        try (OutputStream out = exchange.getResponseBody()) {
            while (!Thread.currentThread().isInterrupted()) {
                State next = queue.poll(KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
                String message = next == null ? ": still here\n\n" : "data: " + json(next) + "\n\n";
                out.write(message.getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException closed) {
            // the page was closed
        } finally {
            clients.remove(queue);
        }
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", type);
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static String json(State s) {
        StringBuilder out = new StringBuilder("{\"version\":").append(s.version()).append(",\"error\":")
                .append(s.error() == null ? "null" : quote(s.error())).append(",\"figures\":[");
        for (int i = 0; i < s.figures().size(); i++) {
            Figure f = s.figures().get(i);
            out.append(i == 0 ? "" : ",").append("{\"name\":").append(quote(f.name()))
                    .append(String.format(Locale.ROOT, ",\"width_pt\":%.2f,\"height_pt\":%.2f}", f.widthPt(), f.heightPt()));
        }
        return out.append("]}").toString();
    }

    private static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    private static final String PAGE = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>figmark preview</title>
            <style>
            body{font-family:'Liberation Sans',Arial,sans-serif;margin:16px 24px;color:#0b0b0b;background:#f4f3ee}
            #status{color:#555;font-size:.9em}
            #error{background:#fde8e6;border:1px solid #c0302c;color:#8a1f1b;padding:8px 12px;white-space:pre-wrap;margin:8px 0}
            section{margin:16px 0}h2{font-size:1.05em;margin:0 0 4px}.size{color:#555;font-size:.9em;margin:0 0 6px}
            .views{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
            figure{margin:0;max-width:100%;overflow:auto}figcaption{font-size:.8em;color:#555}
            img{display:block;background:#fff;box-shadow:0 0 0 1px #c3c2b7}
            </style></head>
            <body data-version="0" data-error="">
            <p id="status">connecting…</p>
            <div id="error" hidden></div>
            <div id="figures"></div>
            <script>
            const PX_PER_PT = 96 / 72, ZOOM = @ZOOM@;
            function view(f, zoom, version) {
              const fig = document.createElement('figure');
              const img = document.createElement('img');
              img.src = '/figure/' + encodeURIComponent(f.name) + '?v=' + version;
              img.style.width = (f.width_pt * PX_PER_PT * zoom) + 'px';
              img.alt = f.name;
              const cap = document.createElement('figcaption');
              cap.textContent = zoom === 1 ? 'true size' : zoom + '×';
              fig.append(cap, img);
              return fig;
            }
            function render(s) {
              const error = document.getElementById('error');
              error.hidden = !s.error;
              error.textContent = s.error || '';
              document.getElementById('status').textContent = s.error ? 'the description has an error; the last good figure stays'
                : 'drawing ' + s.version + ', updated ' + new Date().toLocaleTimeString();
              const box = document.getElementById('figures');
              // While the description is broken, the last good figures stay as they are, not even reloaded.
              if (!s.error || !box.children.length) box.replaceChildren(...s.figures.map(f => {
                const section = document.createElement('section');
                const h = document.createElement('h2');
                h.textContent = f.name;
                const size = document.createElement('p');
                size.className = 'size';
                size.textContent = (f.width_pt / 72).toFixed(2) + ' × ' + (f.height_pt / 72).toFixed(2) + ' in ('
                  + f.width_pt.toFixed(1) + ' × ' + f.height_pt.toFixed(1) + ' bp)';
                const views = document.createElement('div');
                views.className = 'views';
                views.append(view(f, 1, s.version), view(f, ZOOM, s.version));
                section.append(h, size, views);
                return section;
              }));
              document.body.dataset.version = s.version;
              document.body.dataset.error = s.error || '';
            }
            new EventSource('/events').onmessage = e => render(JSON.parse(e.data));
            </script>
            </body></html>
            """.replace("@ZOOM@", Integer.toString(ZOOM));
}
