package discordtest

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"strconv"
	"time"
)

// Signer signs HTTP interactions as Discord does: an ed25519 signature
// of the timestamp followed by the body, in the X-Signature-Ed25519 and
// X-Signature-Timestamp headers.
type Signer struct {
	Public  ed25519.PublicKey
	private ed25519.PrivateKey
}

// NewSigner makes a Signer with a new key pair.
func NewSigner() (*Signer, error) {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	return &Signer{Public: pub, private: priv}, nil
}

// PublicKeyHex is the public key as the Developer Portal shows it, for
// discord.public_key.
func (s *Signer) PublicKeyHex() string { return hex.EncodeToString(s.Public) }

// Request makes a POST of body to url, signed as sent at the time at.
func (s *Signer) Request(url string, body []byte, at time.Time) (*http.Request, error) {
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	ts := strconv.FormatInt(at.Unix(), 10)
	sig := ed25519.Sign(s.private, append([]byte(ts), body...))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Signature-Ed25519", hex.EncodeToString(sig))
	req.Header.Set("X-Signature-Timestamp", ts)
	return req, nil
}
