import { describe, expect, it } from "vitest";
import { isConnectionError, isDataRefused } from "#app/db/connection-errors.ts";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isConnectionError", () => {
  it("knows a lost, refused or timed-out connection", () => {
    for (const error of [
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is shutting down", "57P03"),
      withCode("canceling statement due to statement timeout", "57014"),
      withCode("connection failure", "08006"),
      withCode("sorry, too many clients already", "53300"),
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      withCode("write EPIPE", "EPIPE"),
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout"),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("Query read timeout"),
    ]) {
      expect(isConnectionError(error), error.message).toBe(true);
    }
  });

  it("leaves a wrong query a wrong query", () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint "x"', "23505"),
      withCode('relation "nope" does not exist', "42P01"),
      withCode("syntax error at or near", "42601"),
      new Error("something else"),
      new TypeError("Cannot read properties of undefined"),
    ]) {
      expect(isConnectionError(error), error.message).toBe(false);
    }
    expect(isConnectionError("Connection terminated")).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});

describe("isDataRefused", () => {
  it("knows data the database refuses, and nothing else", () => {
    for (const error of [
      withCode("string is too long for tsvector (2843168 bytes, max 1048575 bytes)", "54000"),
      withCode('invalid byte sequence for encoding "UTF8": 0x00', "22021"),
      withCode("string or blob too big", "SQLITE_TOOBIG"),
    ]) {
      expect(isDataRefused(error), error.message).toBe(true);
    }
    for (const error of [
      withCode("connection failure", "08006"),
      withCode("database is locked", "SQLITE_BUSY"),
      withCode("database or disk is full", "SQLITE_FULL"),
      withCode('duplicate key value violates unique constraint "x"', "23505"),
      new Error("string is too long for tsvector"),
    ]) {
      expect(isDataRefused(error), error.message).toBe(false);
    }
  });
});
