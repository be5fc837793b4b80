# Referee container image: a Debian bookworm build stage, then a
# bookworm-slim runtime that holds the two binaries and only the shared
# libraries they link to.
#
#   docker build -t referee .
#   docker run --rm -p 50051:50051 -p 9464:9464 referee --demo
#
# BASE_IMAGE / RUNTIME_IMAGE let the image be built from a locally made base
# (scripts/container-test.sh imports a debootstrap'd bookworm and passes it
# as both), e.g. where no registry is reachable.
#
# BINARIES picks where the two binaries come from: `source` (the default)
# compiles them in the build stage below; `prebuilt` takes them from the
# build context's prebuilt/ folder, staged by scripts/container-test.sh
# from a plain build on the same Debian release, so CI compiles the
# catalogue once, not twice (DEVELOPERS.md, "CI cost"). Either way the
# stage leaves /out/{referee-server,referee,referee-sandbox,referee-sandbox-exec,
# lib/referee,runtime-packages.txt}
# for the runtime stage, which is the same for both.
ARG BASE_IMAGE=debian:bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim
ARG BINARIES=source

# ---------------------------------------------------------------- build
FROM ${BASE_IMAGE} AS source
ENV DEBIAN_FRONTEND=noninteractive
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends \
      build-essential cmake ninja-build pkg-config \
      libgrpc++-dev libgrpc-dev protobuf-compiler-grpc libprotobuf-dev \
      protobuf-compiler libabsl-dev libspdlog-dev prometheus-cpp-dev \
      libre2-dev libcivetweb-dev libseccomp-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY CMakeLists.txt ./
COPY proto proto
COPY verifiers verifiers
COPY engine engine
COPY sandbox sandbox
COPY server server
COPY client client
COPY scripts/runtime-packages.sh scripts/
RUN cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DREFEREE_BUILD_TESTS=OFF -DREFEREE_BUILD_BENCH=OFF -DREFEREE_UNITY_BATCH=16 >/dev/null \
 && cmake --build build --target referee-server referee referee-sandbox referee-sandbox-exec \
 && strip build/server/referee-server build/client/referee build/lib/referee/*.so \
      build/sandbox/referee-sandbox build/sandbox/referee-sandbox-exec \
 && mkdir -p /out/lib \
 && cp build/server/referee-server build/client/referee build/sandbox/referee-sandbox \
      build/sandbox/referee-sandbox-exec /out/ \
 && cp -r build/lib/referee /out/lib/ \
 && bash scripts/runtime-packages.sh /out/referee-server /out/referee /out/referee-sandbox \
      /out/referee-sandbox-exec > /out/runtime-packages.txt \
 && cat /out/runtime-packages.txt

# The same files, from a plain build (scripts/container-test.sh --prebuilt).
FROM scratch AS prebuilt
COPY prebuilt/ /out/

FROM ${BINARIES} AS binaries

# -------------------------------------------------------------- runtime
FROM ${RUNTIME_IMAGE}
ENV DEBIAN_FRONTEND=noninteractive
COPY --from=binaries /out/runtime-packages.txt /tmp/runtime-packages.txt
# bubblewrap and python3: the code sandbox (--sandbox=bwrap, DESIGN §12),
# off by default; programs see only the interpreter and its standard library.
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends \
      $(cat /tmp/runtime-packages.txt) bubblewrap python3 \
 && rm -rf /var/lib/apt/lists/* /tmp/runtime-packages.txt \
 && groupadd --gid 10001 referee \
 && useradd --uid 10001 --gid referee --no-create-home \
      --home-dir /nonexistent --shell /usr/sbin/nologin referee
COPY --from=binaries /out/referee-server /usr/local/bin/referee-server
COPY --from=binaries /out/referee /usr/local/bin/referee
COPY --from=binaries /out/referee-sandbox /out/referee-sandbox-exec /usr/local/bin/
# HTTPS on the HTTP gateway: civetweb's OpenSSL 3 stand-ins
# (server/civetweb_tls.h), found at ../lib/referee from the binary.
COPY --from=binaries /out/lib/referee /usr/local/lib/referee
USER 10001:10001
# gRPC, Prometheus /metrics, and the HTTP gateway (OpenRLHF /get_reward,
# slime /reward; served only when --http_listen is given).
EXPOSE 50051 9464 8080
# The health check asks the gRPC health service on REFEREE_GRPC_PORT; set it
# when --listen moves the gRPC port.
ENV REFEREE_GRPC_PORT=50051
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD referee health --target=127.0.0.1:${REFEREE_GRPC_PORT} --timeout=2 || exit 1
ENTRYPOINT ["referee-server"]
CMD ["--listen=0.0.0.0:50051", "--metrics_listen=0.0.0.0:9464"]
