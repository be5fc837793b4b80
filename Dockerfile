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
ARG BASE_IMAGE=debian:bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---------------------------------------------------------------- build
FROM ${BASE_IMAGE} AS build
ENV DEBIAN_FRONTEND=noninteractive
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends \
      build-essential cmake ninja-build pkg-config \
      libgrpc++-dev libgrpc-dev protobuf-compiler-grpc libprotobuf-dev \
      protobuf-compiler libabsl-dev libspdlog-dev prometheus-cpp-dev \
      libre2-dev libcivetweb-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY CMakeLists.txt ./
COPY proto proto
COPY verifiers verifiers
COPY engine engine
COPY server server
COPY client client
RUN cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DREFEREE_BUILD_TESTS=OFF -DREFEREE_BUILD_BENCH=OFF -DREFEREE_UNITY_BATCH=16 >/dev/null \
 && cmake --build build --target referee-server referee \
 && strip build/server/referee-server build/client/referee build/lib/referee/*.so
# The runtime needs exactly the Debian packages that own the libraries the
# binaries load; derive the list instead of keeping it by hand (library
# package names carry SONAME versions that change between releases).
RUN for lib in $(ldd build/server/referee-server build/client/referee \
                 | awk '$3 ~ /^\// {print $3}' | sort -u); do \
      dpkg -S "$lib" 2>/dev/null || dpkg -S "/usr$lib" 2>/dev/null \
        || dpkg -S "$(readlink -f "$lib")"; \
    done | cut -d: -f1 | sort -u > /runtime-packages.txt \
 && cat /runtime-packages.txt

# -------------------------------------------------------------- runtime
FROM ${RUNTIME_IMAGE}
ENV DEBIAN_FRONTEND=noninteractive
COPY --from=build /runtime-packages.txt /tmp/runtime-packages.txt
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends \
      $(cat /tmp/runtime-packages.txt) \
 && rm -rf /var/lib/apt/lists/* /tmp/runtime-packages.txt \
 && groupadd --gid 10001 referee \
 && useradd --uid 10001 --gid referee --no-create-home \
      --home-dir /nonexistent --shell /usr/sbin/nologin referee
COPY --from=build /src/build/server/referee-server /usr/local/bin/referee-server
COPY --from=build /src/build/client/referee /usr/local/bin/referee
# HTTPS on the HTTP gateway: civetweb's OpenSSL 3 stand-ins
# (server/civetweb_tls.h), found at ../lib/referee from the binary.
COPY --from=build /src/build/lib/referee /usr/local/lib/referee
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
