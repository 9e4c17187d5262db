# syntax=docker/dockerfile:1
# Starmail's image: the wheel (the translations compiled into it, the fonts) on Python 3.11, run by a user without
# rights. `docker build -t starmail .`, then `docker run --env-file .env starmail` (README "Container image");
# compose.yaml runs two bot processes and PostgreSQL with it. No base image can be pulled where the tests run, so
# `make test` checks this file with hadolint (tests/package/test_container.py) instead of building it.

# The wheels of Starmail and of everything it needs (asyncpg for PostgreSQL included), built where a compiler and
# the package index are at hand, and their list: the image installs exactly these files, and nothing else.
FROM python:3.11-slim AS build
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_ROOT_USER_ACTION=ignore
WORKDIR /src
COPY pyproject.toml setup.py MANIFEST.in README.md ./
COPY data data
COPY rules rules
COPY render render
COPY bot bot
COPY tools tools
RUN pip wheel --no-cache-dir --wheel-dir /wheels ".[postgres]" \
    && find /wheels -name "*.whl" > /wheels/requirements.txt

FROM python:3.11-slim
ENV PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_ROOT_USER_ACTION=ignore \
    DATABASE_URL=sqlite:////var/lib/starmail/starmail.db \
    STARMAIL_BOARD_DIR=/var/lib/starmail/boards \
    STARMAIL_METRICS_PORT=9464 \
    STARMAIL_METRICS_HOST=0.0.0.0
# STARMAIL_METRICS_HOST: /healthz and /metrics answer the health check below (from inside the container) and a
# Prometheus on the container's network; nothing outside reaches them unless the port is published.
RUN groupadd --system --gid 10001 starmail \
    && useradd --system --uid 10001 --gid starmail --home-dir /var/lib/starmail --create-home starmail
RUN --mount=type=bind,from=build,source=/wheels,target=/wheels \
    pip install --no-cache-dir --no-index --requirement /wheels/requirements.txt
USER 10001:10001
# The SQLite database and the board pictures, when DATABASE_URL is left as it is: mount a volume here.
WORKDIR /var/lib/starmail
EXPOSE 9464
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request as u; u.urlopen('http://127.0.0.1:%s/healthz' % os.environ['STARMAIL_METRICS_PORT'], timeout=4)"]
# What `docker stop` sends (the default, said here because the clean stop depends on it: README "Stopping").
STOPSIGNAL SIGTERM
ENTRYPOINT ["starmail"]
CMD ["run"]
